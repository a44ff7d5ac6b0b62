import { authEndpoints, messages, newPasswordSchema } from "@wenku/contract";
import { App, Button, Form, Input } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { zh } from "../../locales/zh-CN";
import { repeatRules } from "../../shared/account/repeat-rules";
import { zodRule } from "../../shared/account/zod-rule";

interface StepTwoValues {
  password: string;
  repeat: string;
}

/** Step two: a new password twice, sent with the token and email of the mailed link; then to /login. */
export function FindPasswordStepTwo({ token, email }: { token: string; email: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const submit = async ({ password }: StepTwoValues) => {
    setBusy(true);
    try {
      await callApi(authEndpoints.findPasswordStepTwo, { body: { token, email, password } });
      void message.success(zh.account.resetPasswordSuccess);
      void navigate("/login", { replace: true });
    } catch (error) {
      void message.error(errorMessage(error, zh.account.resetPasswordFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<StepTwoValues> layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item label={zh.account.email}>
        <Input value={email} disabled />
      </Form.Item>
      <Form.Item label={zh.account.newPassword} name="password" rules={[zodRule(newPasswordSchema(messages.newPasswordRequired))]}>
        <Input.Password placeholder={zh.account.newPasswordPlaceholder} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={zh.account.repeatNewPassword}
        name="repeat"
        dependencies={["password"]}
        rules={repeatRules("password", messages.repeatPasswordRequired, messages.passwordMismatch)}
      >
        <Input.Password placeholder={zh.account.repeatNewPasswordPlaceholder} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>{zh.account.resetPassword}</Button>
    </Form>
  );
}
