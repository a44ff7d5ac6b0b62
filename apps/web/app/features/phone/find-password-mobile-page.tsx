import { smsEndpoints, SmsType } from "@wenku/contract";
import { App, Button, Form, Result } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { AuthCard } from "../../shared/account/auth-card";
import { useCaptcha } from "../../shared/account/use-captcha";
import { SmsCodeFields } from "./sms-code-fields";
import "./phone.css";
import { NewPasswordFields } from "../../shared/account/new-password-fields";

interface Values {
  mobile: string;
  code: string;
  password: string;
  repeat: string;
}

/**
 * /findpassword-mobile (spec §2): a password code to the account's number sets a new password, then on to /login.
 * Without SMS it says so; the email way is offered when mail works.
 */
export function FindPasswordMobilePage() {
  const { security, system } = useSettings();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const captcha = useCaptcha("find_password", system.enable_sms && security.enable_captcha_find_password);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await callApi(smsEndpoints.findPassword, { body: { mobile: values.mobile, code: values.code, password: values.password } });
      void message.success(zh.phone.findPasswordDone);
      void navigate("/login", { replace: true });
    } catch (error) {
      void message.error(errorMessage(error, zh.phone.findPasswordFailed));
    } finally {
      setBusy(false);
    }
  };

  const byEmail = security.find_password_by_email && (
    <div className="wk-phone-other-way">
      <Link to="/findpassword" data-testid="find-by-email">{zh.phone.findByEmail}</Link>
    </div>
  );
  if (!system.enable_sms) {
    return (
      <AuthCard title={zh.phone.findPasswordTitle}>
        <Result
          status="info"
          title={<span data-testid="find-password-mobile-unavailable">{zh.phone.findPasswordUnavailable}</span>}
          subTitle={zh.phone.findPasswordUnavailableHint}
          extra={byEmail || <Link to="/login">{zh.account.goLogin}</Link>}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={zh.phone.findPasswordTitle}>
      <Form<Values> layout="vertical" onFinish={submit} requiredMark={false} data-testid="find-password-mobile-form">
        <SmsCodeFields type={SmsType.findPassword} captcha={captcha} />
        <NewPasswordFields label={zh.phone.newPassword} />
        <Button type="primary" htmlType="submit" block loading={busy} disabled={captcha.loading}>{zh.phone.findPasswordButton}</Button>
      </Form>
      {byEmail}
    </AuthCard>
  );
}
