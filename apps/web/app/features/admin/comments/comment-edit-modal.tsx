import { commentContentMaxLength, commentEndpoints } from "@wenku/contract";
import { Form, Input, Radio } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import type { AdminComment } from "./comment-types";

const t = zh.comments;

/** Edits a comment's text and review state. */
export function CommentEditModal({ editing }: { editing: Editing<AdminComment> }) {
  const record = editing.record;
  const update = useApiMutation(commentEndpoints.update);
  return (
    <FormModal<{ content: string; status: number }>
      open={editing.open}
      title={t.admin.editTitle}
      initialValues={{ content: record?.content ?? "", status: record?.status ?? 0 }}
      onClose={editing.close}
      doneMessage={t.admin.saved}
      onSubmit={(values) => update.call({ body: { id: record!.id!, content: values.content, status: values.status } })}
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
