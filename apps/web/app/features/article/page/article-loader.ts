import type { ArticleListItem, ArticleView, SsrServices } from "@wenku/contract";
import { data } from "react-router";
import { zh } from "../../../locales/zh-CN";

export interface ArticlePageData {
  article: ArticleView;
  /** Up to ten published articles like this one (GET /api/v1/article/related). */
  related: ArticleListItem[];
  /** This site's origin as the request reached it, for the canonical URL when system.domain is empty. */
  origin: string;
}

/**
 * /article/<identifier> (or /article/<id>) in the anonymous view: the published article with its sanitized HTML
 * and related articles. One a stranger cannot read is a 404; single pages (about, agreement, …) are articles too.
 */
export async function loadArticlePage(services: SsrServices, key: string, requestUrl: string): Promise<ArticlePageData> {
  const article = await services.article(key);
  if (!article?.id) throw data(zh.notFoundPage, { status: 404 });
  // Related articles come from the search index; the page is served without them if it cannot answer.
  const related = await services.relatedArticles(article.id).catch(() => []);
  return { article, related, origin: new URL(requestUrl).origin };
}
