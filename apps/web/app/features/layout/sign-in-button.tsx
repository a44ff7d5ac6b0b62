import { CalendarOutlined, CheckCircleOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { refreshSession } from "../../lib/session";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { userApi } from "../../shared/account/api";

/**
 * Daily sign-in (spec §4): not signed → signed once today's sign-in has an id above 0. Shows 今日已签到 when
 * signed, the award on success (the balance is reloaded), and the server's message on failure.
 */
export function SignInButton({ active, onSigned }: { active: boolean; onSigned?: () => void }) {
  const { message } = App.useApp();
  const settings = useSettings();
  const [signed, setSigned] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!active) return;
    let live = true;
    userApi.signedToday().then(
      (sign) => live && setSigned((sign.id ?? 0) > 0),
      () => live && setSigned(false),
    );
    return () => {
      live = false;
    };
  }, [active]);

  const sign = async () => {
    setBusy(true);
    try {
      const reply = await userApi.signToday();
      setSigned((reply.id ?? 0) > 0);
      void message.success(zh.layout.signInSuccess(reply.award ?? 0, creditName(settings) || zh.layout.defaultCreditName));
      await refreshSession();
      onSigned?.();
    } catch (error) {
      void message.error(errorMessage(error, zh.layout.signInFailed));
    } finally {
      setBusy(false);
    }
  };

  if (signed) {
    return (
      <Button block disabled icon={<CheckCircleOutlined />} data-testid="sign-in-button">{zh.layout.signedToday}</Button>
    );
  }
  return (
    <Button block type="primary" loading={busy} icon={<CalendarOutlined />} onClick={sign} data-testid="sign-in-button">
      {zh.layout.signIn}
    </Button>
  );
}
