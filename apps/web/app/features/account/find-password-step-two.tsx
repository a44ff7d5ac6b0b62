import { authEndpoints } from "@wenku/contract";
import { App, Button, Form, Input } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { zh } from "../../locales/zh-CN";
import { NewPasswordFields, replacedPasswordTexts } from "../../shared/account/new-password-fields";

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
      <NewPasswordFields texts={replacedPasswordTexts} />
      <Button type="primary" htmlType="submit" block loading={busy}>{zh.account.resetPassword}</Button>
    </Form>
  );
}
