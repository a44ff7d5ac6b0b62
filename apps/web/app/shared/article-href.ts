import type { ArticleView } from "@wenku/contract";

/** The address of an article: /article/<identifier> (its id while it has none). */
export function articleHref(article: Pick<ArticleView, "identifier" | "id">): string {
  return `/article/${encodeURIComponent(article.identifier || String(article.id))}`;
}

/** Where a commented, favorited or reported item is read: /document/<uuid> (type 0) or /article/<identifier> (type 1). */
export const itemHref = (type: number, key: string) => (type === 1 ? `/article/${encodeURIComponent(key)}` : `/document/${encodeURIComponent(key)}`);

/** The member's editor for their own article: /post?identifier=<identifier>. */
export const articlePostHref = (article: Pick<ArticleView, "identifier">) => `/post?identifier=${encodeURIComponent(article.identifier)}`;
