import { smsEndpoints, smsMobileSchema, type SmsTypeValue } from "@wenku/contract";
import { App, Button, Form, Input, Space } from "antd";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { zh } from "../../locales/zh-CN";
import "../../shared/account/captcha.css";
import type { CaptchaState } from "../../shared/account/use-captcha";
import { zodRule } from "../../shared/account/zod-rule";
import { useCountdown } from "./use-countdown";

/** The client allows a resend after 60 s (api-contract §6.4). */
const RESEND_SECONDS = 60;

interface Props {
  type: SmsTypeValue;
  /** The captcha of the form the code is for; it is spent by each send. */
  captcha: CaptchaState;
}

/**
 * The number, the captcha and the text message code of a phone form (form fields `mobile`, `captcha`, `code`).
 * 获取验证码 checks the number and the captcha, sends the code and waits 60 s before it may send again. The captcha
 * is needed only to send, so the form's own submit does not require it.
 */
export function SmsCodeFields({ type, captcha }: Props) {
  const form = Form.useFormInstance<{ mobile: string; captcha?: string }>();
  const { message } = App.useApp();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const values = await form.validateFields(["mobile"]).catch(() => undefined);
    if (!values) return;
    const answer = String(form.getFieldValue("captcha") ?? "").trim();
    if (captcha.captcha && !answer) {
      form.setFields([{ name: "captcha", errors: [zh.account.captchaRequired] }]);
      return;
    }
    setSending(true);
    try {
      await callApi(smsEndpoints.send, { body: { mobile: values.mobile, type, captcha: answer, captcha_id: captcha.captcha?.id } });
      void message.success(zh.phone.codeSent);
      startCountdown(RESEND_SECONDS);
    } catch (error) {
      void message.error(errorMessage(error, zh.phone.sendFailed));
    } finally {
      form.setFieldValue("captcha", "");
      captcha.refresh();
      setSending(false);
    }
  };

  return (
    <>
      <Form.Item label={zh.phone.mobile} name="mobile" rules={[zodRule(smsMobileSchema)]}>
        <Input placeholder={zh.phone.mobilePlaceholder} autoComplete="tel" inputMode="numeric" maxLength={11} />
      </Form.Item>
      {captcha.captcha && (
        <Form.Item label={zh.account.captcha}>
          <div className="wk-captcha">
            <Form.Item name="captcha" noStyle>
              <Input placeholder={zh.account.captchaPlaceholder} autoComplete="off" />
            </Form.Item>
            {captcha.captcha.captcha && (
              <img className="wk-captcha-image" src={captcha.captcha.captcha} alt={zh.account.captcha} title={zh.account.captchaRefresh} onClick={captcha.refresh} data-testid="captcha-image" data-captcha-id={captcha.captcha.id} />
            )}
          </div>
        </Form.Item>
      )}
      <Form.Item label={zh.phone.code} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: zh.phone.codeRequired }]}>
            <Input placeholder={zh.phone.codePlaceholder} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
          </Form.Item>
          <Button onClick={() => void send()} loading={sending} disabled={left > 0} data-testid="send-sms-code">
            {left > 0 ? zh.phone.resendIn(left) : zh.phone.sendCode}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
