import { CalendarOutlined, CheckCircleOutlined } from "@ant-design/icons";
import { signInEndpoints } from "@wenku/contract";
import { App, Button } from "antd";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { useApiMutation, useApiQuery } from "../../lib/api-query";
import { refreshSession } from "../../lib/session";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";

/**
 * Daily sign-in (spec §4): not signed → signed once today's sign-in has an id above 0. Shows 今日已签到 when
 * signed, the award on success (the balance is reloaded, and the member's reads, the credit log among them, are
 * invalidated), and the server's message on failure.
 */
export function SignInButton({ active }: { active: boolean }) {
  const { message } = App.useApp();
  const settings = useSettings();
  const today = useApiQuery(signInEndpoints.today, undefined, { enabled: active, keepPrevious: false });
  const signing = useApiMutation(signInEndpoints.sign);
  const [justSigned, setJustSigned] = useState(false);
  const signed = justSigned || (active && (today.data?.id ?? 0) > 0);

  const sign = async () => {
    try {
      const reply = await signing.call({});
      setJustSigned((reply.id ?? 0) > 0);
      void message.success(zh.layout.signInSuccess(reply.award ?? 0, creditName(settings) || zh.layout.defaultCreditName));
      await refreshSession();
    } catch (error) {
      void message.error(errorMessage(error, zh.layout.signInFailed));
    }
  };

  if (signed) {
    return (
      <Button block disabled icon={<CheckCircleOutlined />} data-testid="sign-in-button">{zh.layout.signedToday}</Button>
    );
  }
  return (
    <Button block type="primary" loading={signing.pending} icon={<CalendarOutlined />} onClick={sign} data-testid="sign-in-button">
      {zh.layout.signIn}
    </Button>
  );
}
