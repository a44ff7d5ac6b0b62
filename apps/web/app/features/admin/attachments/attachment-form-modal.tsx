import { Form, Input } from "antd";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import { attachmentApi, type Attachment } from "./attachment-api";

const t = zh.adminDocuments.attachment;

/** Renames a file or describes it. */
export function AttachmentFormModal({ editing, onSaved }: { editing: Editing<Attachment>; onSaved: () => void }) {
  return (
    <FormModal<{ name: string; description: string }>
      open={editing.open}
      title={t.edit}
      initialValues={{ name: editing.record?.name, description: editing.record?.description }}
      onClose={editing.close}
      doneMessage={zh.admin.updated}
      onSubmit={async (values) => {
        await attachmentApi.update({ id: editing.record!.id!, name: values.name, description: values.description });
        onSaved();
      }}
    >
      <Form.Item name="name" label={t.name} rules={[{ max: 255 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="description" label={t.description} rules={[{ max: 1024 }]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
    </FormModal>
  );
}
