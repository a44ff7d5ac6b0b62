import { mobileSchema, optionalEmailSchema, usernameSchema } from "@wenku/contract";
import { App, Button, Form, Input, Skeleton } from "antd";
import { useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { refreshSession, type SessionUser } from "../../lib/session";
import { zh } from "../../locales/zh-CN";
import { userApi, type ProfileInput } from "./api";
import { zodRule } from "./zod-rule";

type ProfileValues = Required<Pick<ProfileInput, "username" | "realname" | "identity" | "email" | "mobile" | "address" | "signature">>;

function valuesOf(user: SessionUser): ProfileValues {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    username: user.username,
    realname: text(user.realname),
    identity: text(user.identity),
    email: text(user.email),
    mobile: text(user.mobile),
    address: text(user.address),
    signature: text(user.signature),
  };
}

/** The profile form (spec §5): username required, a valid email; email and mobile are fixed once set. */
export function ProfileForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const [saved, setSaved] = useState<ProfileValues | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    userApi.get().then(
      (user) => setSaved(valuesOf(user)),
      (error) => void message.error(errorMessage(error, zh.account.loadFailed)),
    );
  }, [message]);

  const submit = async (values: ProfileValues) => {
    setBusy(true);
    try {
      const { email, mobile, ...rest } = values;
      await userApi.updateProfile({ ...rest, ...(saved?.email ? {} : { email }), ...(saved?.mobile ? {} : { mobile }) });
      void message.success(zh.profileSaved);
      const session = await refreshSession();
      if (session.user) setSaved(valuesOf(session.user));
    } catch (error) {
      void message.error(errorMessage(error, zh.profileFailed));
    } finally {
      setBusy(false);
    }
  };

  if (!saved) return <Skeleton active />;
  return (
    <Form<ProfileValues> form={form} className="wk-me-form" layout="vertical" initialValues={saved} onFinish={submit} data-testid="profile-form">
      <Form.Item label={zh.account.username} name="username" rules={[zodRule(usernameSchema)]} required>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label={zh.account.realname} name="realname">
        <Input />
      </Form.Item>
      <Form.Item label={zh.account.identity} name="identity">
        <Input />
      </Form.Item>
      <Form.Item label={zh.account.email} name="email" rules={[zodRule(optionalEmailSchema)]}>
        <Input disabled={Boolean(saved.email)} autoComplete="email" />
      </Form.Item>
      <Form.Item label={zh.account.mobile} name="mobile" rules={[zodRule(mobileSchema)]}>
        <Input disabled={Boolean(saved.mobile)} autoComplete="tel" />
      </Form.Item>
      <Form.Item label={zh.account.address} name="address">
        <Input />
      </Form.Item>
      <Form.Item label={zh.account.signature} name="signature">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>{zh.save}</Button>
    </Form>
  );
}
