import { Form, Input } from "antd";
import { userEndpoints, userMessages } from "@wenku/contract";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import type { AdminUser } from "./user-types";

const t = zh.admin.user;

/** Sets a new password for a user, keeping their groups. */
export function ResetPasswordModal({ editing }: { editing: Editing<AdminUser> }) {
  const user = editing.record;
  const update = useApiMutation(userEndpoints.update);
  return (
    <FormModal<{ password: string }>
      open={editing.open}
      title={t.resetPasswordTitle(user?.username ?? "")}
      onSubmit={({ password }) => update.call({ body: { id: user!.id!, group_id: user?.group_id ?? [], password } })}
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
