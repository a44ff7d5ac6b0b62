import { messages, newPasswordSchema, userEndpoints, userMessages } from "@wenku/contract";
import { App, Button, Form, Input } from "antd";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { refreshSession, setSession, useSession } from "../../lib/session";
import { zh } from "../../locales/zh-CN";
import { repeatRules } from "../../shared/account/repeat-rules";
import { zodRule } from "../../shared/account/zod-rule";
import "./account.css";

interface PasswordValues {
  old_password?: string;
  new_password: string;
  repeat: string;
}

/**
 * Password change (spec §5); the server answers with a fresh token, which replaces the stored one. An account made
 * by a third-party sign-in has no password yet: it sets its first one, with no old password asked.
 */
export function PasswordForm() {
  const { message } = App.useApp();
  const firstPassword = useSession().user?.has_password === false;
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ old_password, new_password }: PasswordValues) => {
    setBusy(true);
    try {
      const reply = await callApi(userEndpoints.changePassword, { body: { ...(firstPassword ? {} : { old_password }), new_password } });
      if (reply.token) setSession({ token: reply.token });
      if (firstPassword) void refreshSession(reply.token);
      form.resetFields();
      void message.success(zh.passwordSaved);
    } catch (error) {
      void message.error(errorMessage(error, zh.account.passwordFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<PasswordValues> form={form} className="wk-me-form" layout="vertical" onFinish={submit} data-testid="password-form">
      {firstPassword ? (
        <p className="wk-me-form-hint" data-testid="first-password-hint">{zh.account.firstPasswordHint}</p>
      ) : (
        <Form.Item label={zh.account.oldPassword} name="old_password" rules={[{ required: true, message: zh.oldPasswordRequired }]}>
          <Input.Password placeholder={zh.account.oldPasswordPlaceholder} autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item
        label={zh.account.newPassword}
        name="new_password"
        rules={[zodRule(newPasswordSchema(messages.newPasswordRequired, userMessages.newPasswordTooShort))]}
        required
      >
        <Input.Password placeholder={zh.account.newPasswordPlaceholder} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={zh.account.repeatNewPassword} name="repeat" dependencies={["new_password"]} rules={repeatRules("new_password", zh.repeatPasswordRequired, zh.passwordMismatch)}>
        <Input.Password placeholder={zh.account.repeatNewPasswordPlaceholder} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>{firstPassword ? zh.account.setPassword : zh.account.changePassword}</Button>
    </Form>
  );
}
