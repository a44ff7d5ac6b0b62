import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { authEndpoints } from "@wenku/contract";
import { Alert, App, Button, Form, Input } from "antd";
import { useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ApiError, errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { entryHref, safeRedirect } from "../../lib/redirect";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { AuthCard } from "../../shared/account/auth-card";
import { CaptchaField } from "../../shared/account/captcha-field";
import { completeLogin } from "../../shared/account/session-actions";
import { useCaptcha } from "../../shared/account/use-captcha";
import { useForwardSignedIn } from "./use-forward-signed-in";
import { EntryTabs } from "../phone/entry-tabs";
import { PhoneLoginForm } from "../phone/phone-login-form";
import { OauthButtons } from "../oauth/oauth-buttons";
import { LoginReason } from "../guards/login-reason";

interface LoginValues {
  username: string;
  password: string;
  captcha?: string;
}

/**
 * /login: username, password and a captcha when security.enable_captcha_login, or once a refusal says
 * `captcha_required` (the account is under attack and this browser holds no device cookie of it); then back to
 * ?redirect (or /).
 * A visitor already signed in goes on at once; 忘记密码 always shows: /findpassword offers mail and text message, or
 * says how to reach the administrator. Submit waits for a required captcha, whose place shows from the server
 * render on. With SMS on, a second tab signs in by a text message code.
 */
export function LoginPage() {
  const { security, system } = useSettings();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [captchaDemanded, setCaptchaDemanded] = useState(false);
  const captcha = useCaptcha("login", security.enable_captcha_login, captchaDemanded);
  const [busy, setBusy] = useState(false);
  // Set once the form signs in, so that the page goes where the form sends it, not where a signed-in visitor goes.
  const [submitted, setSubmitted] = useState(false);
  useForwardSignedIn(submitted);

  const submit = async (values: LoginValues) => {
    setBusy(true);
    setSubmitted(true);
    try {
      const reply = await callApi(authEndpoints.login, { body: { ...values, captcha_id: captcha.captcha?.id } });
      await completeLogin(reply);
      void message.success(zh.account.loginSuccess);
      void navigate(safeRedirect(params.get("redirect")), { replace: true });
    } catch (error) {
      void message.error(errorMessage(error, zh.loginFailed));
      // Demanding a captcha draws one (useCaptcha's effect); otherwise the spent one is replaced.
      if (error instanceof ApiError && error.body?.captcha_required && !captchaDemanded) setCaptchaDemanded(true);
      else captcha.refresh();
      setSubmitted(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={zh.account.loginTitle}
      background={system.login_background}
      footer={
        <>
          <span>
            {zh.account.noAccount}
            <Link to={entryHref("/register", location)}>{zh.account.goRegister}</Link>
          </span>
          <Link to={!security.find_password_by_email && system.enable_sms ? "/findpassword-mobile" : "/findpassword"} data-testid="forgot-password">
            {zh.account.forgotPassword}
          </Link>
        </>
      }
    >
      <LoginReason />
      {security.is_close && security.close_statement && (
        <Alert type="warning" showIcon className="wk-close-statement" title={<div dangerouslySetInnerHTML={{ __html: security.close_statement }} />} />
      )}
      <EntryTabs
        phoneLabel={zh.phone.loginTab}
        phone={<PhoneLoginForm onSubmitted={setSubmitted} />}
        account={
          <Form<LoginValues> layout="vertical" onFinish={submit} requiredMark={false} data-testid="login-form">
            <Form.Item label={zh.account.username} name="username" rules={[{ required: true, whitespace: true, message: zh.usernameRequired }]}>
              <Input prefix={<UserOutlined />} placeholder={zh.account.usernamePlaceholder} autoComplete="username" />
            </Form.Item>
            <Form.Item label={zh.account.password} name="password" rules={[{ required: true, message: zh.account.passwordRequired }]}>
              <Input.Password prefix={<LockOutlined />} placeholder={zh.account.passwordPlaceholder} autoComplete="current-password" />
            </Form.Item>
            {captchaDemanded && captcha.captcha && (
              <Alert type="info" showIcon className="wk-login-captcha-demanded" title={zh.account.loginCaptchaDemanded} data-testid="login-captcha-demanded" />
            )}
            <CaptchaField state={captcha} />
            <Button type="primary" htmlType="submit" block loading={busy} disabled={captcha.loading}>{zh.account.loginButton}</Button>
          </Form>
        }
      />
      <OauthButtons />
    </AuthCard>
  );
}
