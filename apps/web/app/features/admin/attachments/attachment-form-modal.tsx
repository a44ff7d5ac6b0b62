import { attachmentEndpoints } from "@wenku/contract";
import { Form, Input } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import type { Attachment } from "./attachment-types";

const t = zh.adminDocuments.attachment;

/** Renames a file or describes it. */
export function AttachmentFormModal({ editing }: { editing: Editing<Attachment> }) {
  const update = useApiMutation(attachmentEndpoints.update);
  return (
    <FormModal<{ name: string; description: string }>
      open={editing.open}
      title={t.edit}
      initialValues={{ name: editing.record?.name, description: editing.record?.description }}
      onClose={editing.close}
      doneMessage={zh.admin.updated}
      onSubmit={(values) => update.call({ body: { id: editing.record!.id!, name: values.name, description: values.description } })}
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
