import { authEndpoints, emailSchema, usernameSchema } from "@wenku/contract";
import { Alert, App, Button, Form, Input } from "antd";
import { useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { entryHref, safeRedirect } from "../../lib/redirect";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { AuthCard } from "../../shared/account/auth-card";
import { CaptchaField } from "../../shared/account/captcha-field";
import { completeLogin } from "../../shared/account/session-actions";
import { useCaptcha } from "../../shared/account/use-captcha";
import { useForwardSignedIn } from "./use-forward-signed-in";
import { zodRule } from "../../shared/account/zod-rule";
import { EntryTabs } from "../phone/entry-tabs";
import { PhoneRegisterForm } from "../phone/phone-register-form";
import { OauthButtons } from "../oauth/oauth-buttons";
import { NewPasswordFields } from "../../shared/account/new-password-fields";
import { AgreementCheckbox, agreementConsent } from "../../shared/account/agreement-checkbox";

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  repeat: string;
  captcha?: string;
  agreement?: boolean;
}

/**
 * /register: username, email, password twice, a captcha per settings and the consent to the site's agreement;
 * closed when enable_register is off. With SMS on, a second tab registers by mobile number and text message code.
 */
export function RegisterPage() {
  const { security, system, footer } = useSettings();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const open = security.enable_register;
  const captcha = useCaptcha("register", open && security.enable_captcha_register);
  const [busy, setBusy] = useState(false);
  // Set once the form signs in, so that the page goes where the form sends it, not where a signed-in visitor goes.
  const [submitted, setSubmitted] = useState(false);
  useForwardSignedIn(submitted);

  const submit = async ({ repeat: _repeat, agreement, ...values }: RegisterValues) => {
    setBusy(true);
    setSubmitted(true);
    try {
      const reply = await callApi(authEndpoints.register, { body: { ...values, captcha_id: captcha.captcha?.id, ...agreementConsent(footer.agreement, agreement) } });
      await completeLogin(reply);
      void message.success(zh.account.registerSuccess);
      void navigate(safeRedirect(params.get("redirect")), { replace: true });
    } catch (error) {
      void message.error(errorMessage(error, zh.registerFailed));
      captcha.refresh();
      setSubmitted(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={zh.account.registerTitle}
      background={system.register_background}
      footer={
        <span>
          {zh.account.haveAccount}
          <Link to={entryHref("/login", location)}>{zh.account.goLogin}</Link>
        </span>
      }
    >
      {!open && <Alert type="warning" showIcon title={zh.account.registerDisabled} className="wk-register-closed" data-testid="register-closed" />}
      <EntryTabs
        phoneLabel={zh.phone.registerTab}
        phone={<PhoneRegisterForm disabled={!open} onSubmitted={setSubmitted} />}
        account={
          <Form<RegisterValues> layout="vertical" onFinish={submit} disabled={!open} requiredMark={false} data-testid="register-form">
            <Form.Item label={zh.account.username} name="username" rules={[zodRule(usernameSchema)]}>
              <Input placeholder={zh.account.usernamePlaceholder} autoComplete="username" />
            </Form.Item>
            <Form.Item label={zh.account.email} name="email" rules={[zodRule(emailSchema)]}>
              <Input placeholder={zh.account.emailPlaceholder} autoComplete="email" />
            </Form.Item>
            <NewPasswordFields />
            <CaptchaField state={captcha} />
            <AgreementCheckbox testId="register-agreement" />
            <Button type="primary" htmlType="submit" block loading={busy} disabled={!open || captcha.loading}>{zh.account.registerButton}</Button>
          </Form>
        }
      />
      <OauthButtons />
    </AuthCard>
  );
}
