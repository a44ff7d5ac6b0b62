import { Alert, Spin } from "antd";
import type { ReactNode } from "react";
import { useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { useRequireLogin } from "../../guards/use-require-login";
import { ChatModelsProvider } from "../composer/use-chat-models";
import { QuotaProvider } from "../quota/quota-context";
import { ChatSidebar } from "./chat-sidebar";
import "../chat.css";

/**
 * The chat layout (spec §2): the 70 px side bar and the page. Login required: anonymous visitors go to
 * /login?redirect=<here>; the server renders the frame only, the page fills in once the member is known.
 */
export function ChatLayout({ children }: { children: ReactNode }) {
  const session = useRequireLogin();
  const settings = useSettings();
  return (
    <div className="wk-chat-layout">
      <ChatSidebar />
      <main className="wk-chat-main">
        {!settings.llm.enable && <Alert type="warning" showIcon banner title={zh.chat.disabled} data-testid="chat-disabled" />}
        {session ? (
          <QuotaProvider>
            <ChatModelsProvider>{children}</ChatModelsProvider>
          </QuotaProvider>
        ) : (
          <Spin className="wk-chat-loading" size="large" />
        )}
      </main>
    </div>
  );
}
