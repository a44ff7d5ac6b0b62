import { AiSearchPage } from "../../features/chat/search/ai-search-page";
import { siteMeta } from "../../lib/meta";
import { zh } from "../../locales/zh-CN";
import type { Route } from "./+types/search";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.chat.searchTitle);
}

export default function ChatSearchRoute() {
  return <AiSearchPage />;
}
