import { documentEndpoints, type DocumentListItem } from "@wenku/contract";
import { App, Form, Input, InputNumber, Modal, Select } from "antd";
import { errorMessage } from "../../lib/api-client";
import { useApiMutation } from "../../lib/api-query";
import { creditName, useSettings, useSiteData } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { categoryChain, deepestCategory } from "../../shared/category-path";
import { RevisionNotice } from "../revisions/revision-notice";
import { CategorySelect } from "../upload/category-select";

interface EditValues {
  title: string;
  keywords: string;
  description: string;
  price: number;
  language?: string;
  category?: number;
}

/** Edits one of the member's documents: title, keywords, description, price, language and category. */
export function DocumentEditModal({ doc, onClose, onSaved }: { doc: DocumentListItem; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const settings = useSettings();
  const { categories } = useSiteData();
  const [form] = Form.useForm<EditValues>();
  const update = useApiMutation(documentEndpoints.update);
  // An edit waiting for review (or refused) is what the uploader goes on editing.
  const revision = doc.revision;
  const initial: EditValues = revision
    ? {
        title: revision.title,
        keywords: revision.keywords,
        description: revision.description,
        price: revision.price,
        language: revision.language || undefined,
        category: revision.category_id.at(-1),
      }
    : {
        title: doc.title,
        keywords: doc.keywords,
        description: doc.description,
        price: doc.price,
        language: doc.language || undefined,
        category: deepestCategory(doc.category)?.id,
      };

  const save = async (values: EditValues) => {
    try {
      const body = {
        id: doc.id,
        title: values.title.trim(),
        keywords: values.keywords.trim(),
        description: values.description.trim(),
        price: values.price ?? 0,
        language: values.language ?? "",
        category_id: categoryChain(categories, values.category).map((c) => c.id),
      };
      const reply = await update.call({ body });
      void message.success(reply.revision_pending ? zh.article.form.revisionSubmitted : zh.document.saved);
      onSaved();
    } catch (error) {
      void message.error(errorMessage(error, zh.document.saveFailed));
    }
  };

  return (
    <Modal open title={zh.document.editDocument} onCancel={onClose} onOk={() => form.submit()} confirmLoading={update.pending} destroyOnHidden width={640}>
      {revision && (
        <div style={{ marginBottom: 16 }}>
          <RevisionNotice revision={revision} />
        </div>
      )}
      <Form<EditValues> form={form} layout="vertical" initialValues={initial} onFinish={(values) => void save(values)} data-testid="document-edit-form">
        <Form.Item label={zh.document.fileTitle} name="title" rules={[{ required: true, whitespace: true, message: zh.document.fileTitleRequired }]}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item label={zh.document.category} name="category" rules={[{ required: true, message: zh.document.categoryRequired }]}>
          <CategorySelect />
        </Form.Item>
        <Form.Item label={zh.document.priceLabel(creditName(settings))} name="price">
          <InputNumber min={0} precision={0} style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item label={zh.document.language} name="language">
          <Select allowClear placeholder={zh.document.languagePlaceholder} options={settings.language.map((l) => ({ value: l.code, label: l.language }))} />
        </Form.Item>
        <Form.Item label={zh.document.keywords} name="keywords">
          <Input maxLength={255} placeholder={zh.document.keywordsPlaceholder} />
        </Form.Item>
        <Form.Item label={zh.document.description} name="description">
          <Input.TextArea rows={4} maxLength={1024} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
