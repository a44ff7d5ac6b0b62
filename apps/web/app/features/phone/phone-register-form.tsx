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
import { NewPasswordFields } from "../../shared/account/new-password-fields";
import { AgreementCheckbox, agreementConsent } from "../../shared/account/agreement-checkbox";

interface Values {
  mobile: string;
  code: string;
  password: string;
  repeat: string;
  agreement?: boolean;
}

/** The 手机号注册 tab of /register: a registration code proves the number, the account is made and signed in. */
export function PhoneRegisterForm({ disabled, onSubmitted }: { disabled: boolean; onSubmitted: (submitted: boolean) => void }) {
  const { security, footer } = useSettings();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const captcha = useCaptcha("register", !disabled && security.enable_captcha_register);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    onSubmitted(true);
    try {
      await completeLogin(await callApi(smsEndpoints.register, { body: { mobile: values.mobile, code: values.code, password: values.password, ...agreementConsent(footer.agreement, values.agreement) } }));
      void message.success(zh.account.registerSuccess);
      void navigate(safeRedirect(params.get("redirect")), { replace: true });
    } catch (error) {
      void message.error(errorMessage(error, zh.phone.registerFailed));
      onSubmitted(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values> layout="vertical" onFinish={submit} disabled={disabled} requiredMark={false} data-testid="phone-register-form">
      <SmsCodeFields type={SmsType.register} captcha={captcha} />
      <NewPasswordFields />
      <AgreementCheckbox testId="phone-register-agreement" />
      <Button type="primary" htmlType="submit" block loading={busy} disabled={captcha.loading}>{zh.phone.registerButton}</Button>
    </Form>
  );
}
