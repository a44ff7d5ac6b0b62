import { authEndpoints, emailSchema } from "@wenku/contract";
import { App, Button, Form, Input, Result } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { CaptchaField } from "../../shared/account/captcha-field";
import { useCaptcha } from "../../shared/account/use-captcha";
import { zodRule } from "../../shared/account/zod-rule";

interface StepOneValues {
  email: string;
  captcha?: string;
}

/** Step one: the account's email (and a captcha per settings); the server mails a reset link. */
export function FindPasswordStepOne() {
  const { security } = useSettings();
  const { message } = App.useApp();
  const captcha = useCaptcha("find_password", security.enable_captcha_find_password);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (values: StepOneValues) => {
    setBusy(true);
    try {
      await callApi(authEndpoints.findPasswordStepOne, { body: { ...values, captcha_id: captcha.captcha?.id } });
      setSent(true);
    } catch (error) {
      void message.error(errorMessage(error, zh.account.sendMailFailed));
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Result
        status="success"
        title={<span data-testid="mail-sent">{zh.account.resetMailSent}</span>}
        subTitle={zh.account.resetMailSentHint}
        extra={<Link to="/login">{zh.account.goLogin}</Link>}
      />
    );
  }
  return (
    <Form<StepOneValues> layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item label={zh.account.email} name="email" rules={[zodRule(emailSchema)]}>
        <Input placeholder={zh.account.emailPlaceholder} autoComplete="email" />
      </Form.Item>
      <CaptchaField state={captcha} />
      <Button type="primary" htmlType="submit" block loading={busy} disabled={captcha.loading}>{zh.account.sendResetMail}</Button>
    </Form>
  );
}
