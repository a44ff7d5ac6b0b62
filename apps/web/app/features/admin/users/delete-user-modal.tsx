import { Alert, Form, Input } from "antd";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import { userApi, type AdminUser } from "./user-api";

const t = zh.admin.user;

/** Deleting a user asks for the administrator's own password (api-contract DELETE /api/v1/user). */
export function DeleteUserModal({ editing, onDeleted }: { editing: Editing<AdminUser>; onDeleted: () => void }) {
  const user = editing.record;
  return (
    <FormModal<{ password: string }>
      open={editing.open}
      title={t.deleteTitle(user?.username ?? "")}
      onSubmit={async ({ password }) => {
        await userApi.remove(user!.id!, password);
        onDeleted();
      }}
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
