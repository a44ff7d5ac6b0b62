import { smsEndpoints, SmsType } from "@wenku/contract";
import { App, Button, Form, Input, Modal, Tag } from "antd";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { useCaptcha } from "../../shared/account/use-captcha";
import { SmsCodeFields } from "./sms-code-fields";
import "./phone.css";

/**
 * The mobile row of the /me profile: the number with its state. A proven number is 已验证 and fixed; one an
 * administrator typed is 未验证 (it neither signs in nor resets a password by text message) and, like no number at
 * all, offers 绑定手机号, which sends a code to the number typed and binds it, verified, when the code is right.
 */
export function BindMobile({ mobile, verified, onBound }: { mobile: string; verified: boolean; onBound: () => Promise<void> }) {
  const { system, security } = useSettings();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ mobile: string; code: string }>();
  const captcha = useCaptcha("register", open && security.enable_captcha_register);

  const state = mobile ? (
    <Tag color={verified ? "success" : "warning"} data-testid="mobile-state">{verified ? zh.phone.verified : zh.phone.unverified}</Tag>
  ) : null;
  if (mobile && verified) {
    return (
      <div className="wk-mobile-bound">
        <Input value={mobile} disabled data-testid="profile-mobile" />
        {state}
      </div>
    );
  }
  const submit = async (values: { mobile: string; code: string }) => {
    setBusy(true);
    try {
      await callApi(smsEndpoints.bindMobile, { body: { mobile: values.mobile, code: values.code } });
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
      {mobile ? <Input value={mobile} disabled aria-label={zh.phone.mobile} data-testid="profile-mobile" /> : <Input value={zh.phone.notBound} disabled aria-label={zh.phone.mobile} />}
      {state}
      {system.enable_sms ? (
        <Button onClick={() => setOpen(true)} data-testid="bind-mobile">{zh.phone.bind}</Button>
      ) : (
        <span>{zh.phone.bindNeedsSms}</span>
      )}
      <Modal title={zh.phone.bindTitle} open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ mobile: mobile || undefined }} data-testid="bind-mobile-form">
          <SmsCodeFields type={SmsType.register} captcha={captcha} />
          <Button type="primary" htmlType="submit" block loading={busy} disabled={captcha.loading}>{zh.phone.bindButton}</Button>
        </Form>
      </Modal>
    </div>
  );
}
