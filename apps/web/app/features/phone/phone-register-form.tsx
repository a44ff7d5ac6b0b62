import { SmsType, newPasswordSchema } from "@wenku/contract";
import { App, Button, Form, Input } from "antd";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { safeRedirect } from "../../lib/redirect";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { repeatRules } from "../account/repeat-rules";
import { completeLogin } from "../account/session-actions";
import { useCaptcha } from "../account/use-captcha";
import { zodRule } from "../account/zod-rule";
import { phoneApi } from "./phone-api";
import { SmsCodeFields } from "./sms-code-fields";

interface Values {
  mobile: string;
  code: string;
  password: string;
  repeat: string;
}

/** The 手机号注册 tab of /register: a registration code proves the number, the account is made and signed in. */
export function PhoneRegisterForm({ disabled, onSubmitted }: { disabled: boolean; onSubmitted: (submitted: boolean) => void }) {
  const { security } = useSettings();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const captcha = useCaptcha("register", !disabled && security.enable_captcha_register);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    onSubmitted(true);
    try {
      await completeLogin(await phoneApi.register({ mobile: values.mobile, code: values.code, password: values.password }));
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
      <Form.Item label={zh.account.password} name="password" rules={[zodRule(newPasswordSchema())]}>
        <Input.Password placeholder={zh.account.passwordPlaceholder} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={zh.account.repeatPassword}
        name="repeat"
        dependencies={["password"]}
        rules={repeatRules("password", zh.account.repeatPasswordRequired, zh.account.repeatPasswordMismatch)}
      >
        <Input.Password placeholder={zh.account.repeatPasswordPlaceholder} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>{zh.phone.registerButton}</Button>
    </Form>
  );
}
