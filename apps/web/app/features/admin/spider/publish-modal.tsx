import { spiderDocumentEndpoints } from "@wenku/contract";
import { Alert, Form, InputNumber, Select, Space, TreeSelect } from "antd";
import { App } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import { UserSelect } from "../pickers/user-select";
import type { DocumentOptions } from "../documents/use-document-options";

const t = zh.adminSpider.document;

interface PublishValues {
  category_id?: number[];
  price?: number;
  language?: string;
  user_id?: number;
  ext?: string[];
  min_kb?: number;
  max_kb?: number;
}

interface PublishModalProps {
  ids: number[];
  /** The extensions of the documents to publish, offered as conditions. */
  extensions: string[];
  options: DocumentOptions;
  onClose: () => void;
  onSaved: () => void;
}

/** The batch publish form of domain-reference §3.5: category, price, language, uploader, and conditions by type and size. */
export function PublishModal({ ids, extensions, options, onClose, onSaved }: PublishModalProps) {
  const { message } = App.useApp();
  const batch = useApiMutation(spiderDocumentEndpoints.batch);
  return (
    <FormModal<PublishValues>
      open={ids.length > 0}
      title={t.publishTitle(ids.length)}
      onClose={onClose}
      initialValues={{ price: 0, min_kb: 0, max_kb: 0 }}
      onSubmit={async (values) => {
        const fields = {
          status: 5 as const,
          category_id: JSON.stringify(values.category_id ?? []),
          price: values.price ?? 0,
          language: values.language ?? "",
          user_id: values.user_id ?? 0,
        };
        const reply = await batch.call({
          body: {
            spider_document: ids.map((id) => ({ id, ...fields })),
            ext: values.ext ?? [],
            min_size: Math.round((values.min_kb ?? 0) * 1024),
            max_size: Math.round((values.max_kb ?? 0) * 1024),
          },
        });
        void message.success(t.publishQueued(reply.queued));
        onSaved();
      }}
    >
      <Alert type="info" showIcon title={t.publishHelp} style={{ marginBottom: 16 }} />
      <Form.Item name="category_id" label={t.category}>
        <TreeSelect multiple allowClear treeData={options.categoryTree} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: "title" }} />
      </Form.Item>
      <Space size={16} wrap>
        <Form.Item name="price" label={t.price}>
          <InputNumber min={0} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="language" label={t.language}>
          <Select allowClear options={options.languages} showSearch={{ optionFilterProp: "label" }} style={{ width: 200 }} />
        </Form.Item>
      </Space>
      <Form.Item name="user_id" label={t.uploader} extra={t.uploaderHelp}>
        <UserSelect />
      </Form.Item>
      <Form.Item name="ext" label={t.conditionExt} extra={t.conditionExtHelp}>
        <Select mode="multiple" allowClear options={extensions.map((ext) => ({ value: ext, label: ext }))} />
      </Form.Item>
      <Space size={16} wrap>
        <Form.Item name="min_kb" label={t.minSize} extra={t.sizeHelp}>
          <InputNumber min={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="max_kb" label={t.maxSize} extra={t.sizeHelp}>
          <InputNumber min={0} style={{ width: 140 }} />
        </Form.Item>
      </Space>
    </FormModal>
  );
}
