import { Spin } from "antd";
import type { ReactNode } from "react";
import { useSettings } from "../../../lib/site-data";
import { useRequireLogin } from "../../guards/use-require-login";
import { ChatModelsProvider } from "../composer/use-chat-models";
import { QuotaProvider } from "../quota/quota-context";
import { ChatDisabled } from "./chat-disabled";
import { mainContentId, SkipLink } from "../../../shared/skip-link";
import { ChatSidebar } from "./chat-sidebar";
import "../chat.css";

/**
 * The page once the member is known; anonymous visitors go to /login?redirect=<here>, where the login page says why
 * (guards/login-reason.tsx).
 */
function SignedInChat({ children }: { children: ReactNode }) {
  const session = useRequireLogin();
  return session ? (
    <QuotaProvider>
      <ChatModelsProvider>{children}</ChatModelsProvider>
    </QuotaProvider>
  ) : (
    <Spin className="wk-chat-loading" size="large" />
  );
}

/**
 * The chat layout (spec §2): the 70 px side bar and the page. Login required: the server renders the frame only,
 * the page fills in once the member is known. With AI chat off, a notice instead, to anyone.
 */
export function ChatLayout({ children }: { children: ReactNode }) {
  const settings = useSettings();
  if (!settings.llm.enable) {
    return (
      <div className="wk-chat-layout">
        <main className="wk-chat-main wk-chat-off" id={mainContentId}>
          <ChatDisabled />
        </main>
      </div>
    );
  }
  return (
    <div className="wk-chat-layout">
      <SkipLink />
      <ChatSidebar />
      <main className="wk-chat-main" id={mainContentId} tabIndex={-1}>
        <SignedInChat>{children}</SignedInChat>
      </main>
    </div>
  );
}
