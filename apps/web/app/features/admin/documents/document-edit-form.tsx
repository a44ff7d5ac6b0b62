import { Form, Input, InputNumber, Select, TreeSelect } from "antd";
import { documentMessages } from "@wenku/contract";
import { zh } from "../../../locales/zh-CN";
import { statusOptions } from "./document-status";
import type { DocumentOptions } from "./use-document-options";

const t = zh.adminDocuments.edit;

export interface DocumentFormValues {
  title: string;
  keywords: string;
  description: string;
  price: number;
  language: string;
  category_id: number[];
  status: number;
  /** the extracted text with page markers (content-pages.ts) */
  content: string;
}

/** The fields of the document editor; the extracted text is last, as it can be long. */
export function DocumentEditFields({ options }: { options: DocumentOptions }) {
  return (
    <>
      <Form.Item name="title" label={t.docTitle} rules={[{ required: true, whitespace: true, message: documentMessages.titleRequired }, { max: 255, message: documentMessages.titleTooLong }]}>
        <Input />
      </Form.Item>
      <Form.Item name="keywords" label={t.keywords} extra={t.keywordsHelp} rules={[{ max: 255, message: documentMessages.keywordsTooLong }]}>
        <Input />
      </Form.Item>
      <Form.Item name="description" label={t.description} rules={[{ max: 1024, message: documentMessages.descriptionTooLong }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={1024} />
      </Form.Item>
      <Form.Item name="category_id" label={t.categories}>
        <TreeSelect multiple treeData={options.categoryTree} treeDefaultExpandAll allowClear showSearch={{ treeNodeFilterProp: "title" }} />
      </Form.Item>
      <Form.Item name="price" label={t.price} rules={[{ required: true, message: documentMessages.priceInvalid }]}>
        <InputNumber min={0} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="language" label={t.language}>
        <Select options={[{ value: "", label: t.noLanguage }, ...options.languages]} />
      </Form.Item>
      <Form.Item name="status" label={t.status}>
        <Select options={statusOptions} />
      </Form.Item>
      <Form.Item name="content" label={t.content} extra={t.contentHelp}>
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 18 }} placeholder={t.contentEmpty} data-testid="document-content" />
      </Form.Item>
    </>
  );
}
