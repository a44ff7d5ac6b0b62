import { ConversationPage } from "../../features/chat/conversation/conversation-page";
import { siteMeta } from "../../lib/meta";
import { zh } from "../../locales/zh-CN";
import type { Route } from "./+types/topic";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.chat.conversationTitle);
}

/** /chat/<uuid>: one conversation. */
export default function ChatTopicRoute({ params }: Route.ComponentProps) {
  return <ConversationPage key={params.id} uuid={params.id} />;
}
