import { optionalEmailSchema, userEndpoints, usernameSchema } from "@wenku/contract";
import { App, Button, Form, Input, Skeleton } from "antd";
import { useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { refreshSession, type SessionUser } from "../../lib/session";
import { zh } from "../../locales/zh-CN";
import type { ProfileInput } from "../../shared/account/types";
import { zodRule } from "../../shared/account/zod-rule";
import { BindMobile } from "../phone/bind-mobile";
import { AvatarUpload } from "./avatar-upload";
import "./account.css";

type ProfileValues = Required<Pick<ProfileInput, "username" | "realname" | "email" | "address" | "signature">>;
/** The saved profile: the form's fields, the avatar and the mobile with its state, which are shown, not edited. */
type SavedProfile = ProfileValues & { avatar: string; mobile: string; mobileVerified: boolean };

function valuesOf(user: SessionUser): SavedProfile {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    username: user.username,
    realname: text(user.realname),
    avatar: text(user.avatar),
    email: text(user.email),
    mobile: text(user.mobile),
    mobileVerified: user.mobile_verified === true,
    address: text(user.address),
    signature: text(user.signature),
  };
}

/**
 * The avatar upload and the profile form (spec §5): username required, a valid email; email and mobile are fixed
 * once set. The mobile is bound with a text message code (BindMobile), never typed into the profile. The form does
 * not ask for the 身份证号 (the API keeps `identity` for other clients; saving here leaves it as it is).
 */
export function ProfileForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const [saved, setSaved] = useState<SavedProfile | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    callApi(userEndpoints.get).then(
      (user) => setSaved(valuesOf(user)),
      (error) => void message.error(errorMessage(error, zh.account.loadFailed)),
    );
  }, [message]);

  const reload = async () => {
    const session = await refreshSession();
    if (session.user) setSaved(valuesOf(session.user));
  };

  const submit = async (values: ProfileValues) => {
    setBusy(true);
    try {
      const { email, ...rest } = values;
      await callApi(userEndpoints.updateProfile, { body: { ...rest, ...(saved?.email ? {} : { email }) } });
      void message.success(zh.profileSaved);
      await reload();
    } catch (error) {
      void message.error(errorMessage(error, zh.profileFailed));
    } finally {
      setBusy(false);
    }
  };

  if (!saved) return <Skeleton active />;
  return (
    <>
      <AvatarUpload avatar={saved.avatar} onChanged={() => void reload()} />
      <Form<ProfileValues> form={form} className="wk-me-form" layout="vertical" initialValues={saved} onFinish={submit} data-testid="profile-form">
        <Form.Item label={zh.account.username} name="username" rules={[zodRule(usernameSchema)]} required>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label={zh.account.realname} name="realname">
          <Input />
        </Form.Item>
        <Form.Item label={zh.account.email} name="email" rules={[zodRule(optionalEmailSchema)]}>
          <Input disabled={Boolean(saved.email)} autoComplete="email" />
        </Form.Item>
        <Form.Item label={zh.account.mobile} extra={saved.mobile && !saved.mobileVerified ? zh.phone.unverifiedHint : undefined}>
          <BindMobile mobile={saved.mobile} verified={saved.mobileVerified} onBound={reload} />
        </Form.Item>
        <Form.Item label={zh.account.address} name="address">
          <Input />
        </Form.Item>
        <Form.Item label={zh.account.signature} name="signature">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>{zh.save}</Button>
      </Form>
    </>
  );
}
