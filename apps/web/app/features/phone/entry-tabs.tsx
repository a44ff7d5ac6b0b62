import { Tabs } from "antd";
import type { ReactNode } from "react";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";

/**
 * The login and register cards: the account form alone, or, while codes can be sent by text message
 * (system.enable_sms), a tab for it beside the phone form.
 */
export function EntryTabs({ account, phone, phoneLabel }: { account: ReactNode; phone: ReactNode; phoneLabel: string }) {
  const { system } = useSettings();
  if (!system.enable_sms) return account;
  return (
    <Tabs
      centered
      destroyOnHidden
      items={[
        { key: "account", label: zh.phone.accountTab, children: account },
        { key: "phone", label: <span data-testid="phone-tab">{phoneLabel}</span>, children: phone },
      ]}
    />
  );
}
