import { smsEndpoints, SmsType } from "@wenku/contract";
import { App, Button, Form } from "antd";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { safeRedirect } from "../../lib/redirect";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { completeLogin } from "../../shared/account/session-actions";
import { useCaptcha } from "../../shared/account/use-captcha";
import { SmsCodeFields } from "./sms-code-fields";

interface Values {
  mobile: string;
  code: string;
}

/** The 手机验证码登录 tab of /login: a login code signs in, then back to ?redirect. */
export function PhoneLoginForm({ onSubmitted }: { onSubmitted: (submitted: boolean) => void }) {
  const { security } = useSettings();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const captcha = useCaptcha("login", security.enable_captcha_login);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    onSubmitted(true);
    try {
      await completeLogin(await callApi(smsEndpoints.login, { body: { mobile: values.mobile, code: values.code } }));
      void message.success(zh.account.loginSuccess);
      void navigate(safeRedirect(params.get("redirect")), { replace: true });
    } catch (error) {
      void message.error(errorMessage(error, zh.phone.loginFailed));
      onSubmitted(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values> layout="vertical" onFinish={submit} requiredMark={false} data-testid="phone-login-form">
      <SmsCodeFields type={SmsType.login} captcha={captcha} />
      <Button type="primary" htmlType="submit" block loading={busy} disabled={captcha.loading}>{zh.phone.loginButton}</Button>
    </Form>
  );
}
