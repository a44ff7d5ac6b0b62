import { ChatStartPage } from "../../features/chat/start/chat-start-page";
import { siteMeta } from "../../lib/meta";
import { zh } from "../../locales/zh-CN";
import type { Route } from "./+types/start";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.chat.pageTitle);
}

/** /chat and /chat/dialog: start a conversation. */
export default function ChatStartRoute() {
  return <ChatStartPage />;
}
