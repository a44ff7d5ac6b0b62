import { SmsType } from "@wenku/contract";
import { App, Button, Form, Input, Modal } from "antd";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { useCaptcha } from "../account/use-captcha";
import { phoneApi } from "./phone-api";
import { SmsCodeFields } from "./sms-code-fields";
import "./phone.css";

/**
 * The mobile row of the /me profile: the number once proved, else 绑定手机号, which sends a code to the number typed
 * and binds it when the code is right. A number is never shown as the member's before that.
 */
export function BindMobile({ mobile, onBound }: { mobile: string; onBound: () => Promise<void> }) {
  const { system, security } = useSettings();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ mobile: string; code: string }>();
  const captcha = useCaptcha("register", open && security.enable_captcha_register);

  if (mobile) return <Input value={mobile} disabled data-testid="profile-mobile" />;
  const submit = async (values: { mobile: string; code: string }) => {
    setBusy(true);
    try {
      await phoneApi.bind({ mobile: values.mobile, code: values.code });
      void message.success(zh.phone.bound);
      setOpen(false);
      await onBound();
    } catch (error) {
      void message.error(errorMessage(error, zh.phone.bindFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="wk-mobile-bound">
      <Input value={zh.phone.notBound} disabled />
      {system.enable_sms ? (
        <Button onClick={() => setOpen(true)} data-testid="bind-mobile">{zh.phone.bind}</Button>
      ) : (
        <span>{zh.phone.bindNeedsSms}</span>
      )}
      <Modal title={zh.phone.bindTitle} open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="bind-mobile-form">
          <SmsCodeFields type={SmsType.register} captcha={captcha} />
          <Button type="primary" htmlType="submit" block loading={busy}>{zh.phone.bindButton}</Button>
        </Form>
      </Modal>
    </div>
  );
}
