import type { ReactNode } from "react";
import { QuotaBadge } from "../quota/quota-badge";

/** One chat page: a slim top bar (title, extras, today's quota) above the page's own scrolling content. */
export function ChatPageFrame({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="wk-chat-page">
      <header className="wk-chat-topbar">
        <h1 className="wk-chat-title" data-testid="chat-title">{title}</h1>
        <div className="wk-chat-topbar-extra">
          {extra}
          <QuotaBadge />
        </div>
      </header>
      {children}
    </section>
  );
}
