import { Form, Input } from "antd";
import { userMessages } from "@wenku/contract";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import { userApi, type AdminUser } from "./user-api";

const t = zh.admin.user;

/** Sets a new password for a user, keeping their groups. */
export function ResetPasswordModal({ editing }: { editing: Editing<AdminUser> }) {
  const user = editing.record;
  return (
    <FormModal<{ password: string }>
      open={editing.open}
      title={t.resetPasswordTitle(user?.username ?? "")}
      onSubmit={({ password }) => userApi.update({ id: user!.id!, group_id: user?.group_id ?? [], password })}
      onClose={editing.close}
      doneMessage={t.passwordReset}
    >
      <Form.Item
        name="password"
        label={t.newPassword}
        rules={[
          { required: true, message: userMessages.passwordRequired },
          { min: 6, message: t.passwordMin },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
