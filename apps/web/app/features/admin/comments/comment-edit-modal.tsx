import { commentContentMaxLength } from "@wenku/contract";
import { Form, Input, Radio } from "antd";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import { commentAdminApi, type AdminComment } from "./comment-admin-api";

const t = zh.comments;

/** Edits a comment's text and review state. */
export function CommentEditModal({ editing, onSaved }: { editing: Editing<AdminComment>; onSaved: () => void }) {
  const record = editing.record;
  return (
    <FormModal<{ content: string; status: number }>
      open={editing.open}
      title={t.admin.editTitle}
      initialValues={{ content: record?.content ?? "", status: record?.status ?? 0 }}
      onClose={editing.close}
      doneMessage={t.admin.saved}
      onSubmit={async (values) => {
        await commentAdminApi.update(record!.id!, values.content, values.status);
        onSaved();
      }}
    >
      <Form.Item name="content" label={t.admin.content} rules={[{ required: true, whitespace: true, message: t.contentRequired }]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={commentContentMaxLength} showCount />
      </Form.Item>
      <Form.Item name="status" label={t.admin.status}>
        <Radio.Group options={[0, 1, 2].map((value) => ({ value, label: t.status[value] }))} />
      </Form.Item>
    </FormModal>
  );
}
