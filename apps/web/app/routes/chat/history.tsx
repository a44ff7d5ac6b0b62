import { HistoryPage } from "../../features/chat/history/history-page";
import { siteMeta } from "../../lib/meta";
import { zh } from "../../locales/zh-CN";
import type { Route } from "./+types/history";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.chat.historyTitle);
}

export default function ChatHistoryRoute() {
  return <HistoryPage />;
}
