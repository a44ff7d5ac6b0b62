import { MyArticles } from "../features/article/member/my-articles";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/me-article";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.article.tabArticles);
}

export default function MeArticleRoute() {
  return <MyArticles />;
}
