import type { ArticleView } from "@wenku/contract";

/** The address of an article: /article/<identifier> (its id while it has none). */
export function articleHref(article: Pick<ArticleView, "identifier" | "id">): string {
  return `/article/${encodeURIComponent(article.identifier || String(article.id ?? ""))}`;
}
