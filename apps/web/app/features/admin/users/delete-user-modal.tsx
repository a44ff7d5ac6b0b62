import { userEndpoints } from "@wenku/contract";
import { Alert, Form, Input } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import type { AdminUser } from "./user-types";

const t = zh.admin.user;

/** Deleting a user asks for the administrator's own password (api-contract DELETE /api/v1/user). */
export function DeleteUserModal({ editing }: { editing: Editing<AdminUser> }) {
  const user = editing.record;
  const remove = useApiMutation(userEndpoints.remove);
  return (
    <FormModal<{ password: string }>
      open={editing.open}
      title={t.deleteTitle(user?.username ?? "")}
      onSubmit={({ password }) => remove.call({ query: { id: [user!.id!], password } })}
      onClose={editing.close}
      doneMessage={zh.admin.deleted}
    >
      <Alert type="warning" showIcon title={t.deleteHint} style={{ marginBottom: 16 }} />
      <Form.Item name="password" label={t.yourPassword} rules={[{ required: true, message: t.yourPasswordRequired }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </FormModal>
  );
}
