import type { z } from "zod";
import type { articleAlwaysAttached, ArticleListItem, ArticleListQuery, ArticleView } from "./article.js";
import type { BannerPublic } from "./banner.js";
import type { Category } from "./category.js";
import type { documentAlwaysAttached, DocumentHomeCard, DocumentListItem, DocumentListQuery, DocumentView } from "./document.js";
import type { Friendlink } from "./friendlink.js";
import type { NavigationNode } from "./navigation.js";
import type { SearchReply } from "./search.js";
import type { relatedDocumentSchema } from "./search.js";
import type { Projected } from "./projection.js";
import type { PublicSettings } from "./site.js";
import type { UserPublic } from "./user.js";

/**
 * What server-rendered pages may load: the anonymous view of public data, implemented by the server with the
 * same service functions as the API (apps/server/src/web/ssr-services.ts), and on the client through the API
 * (apps/web/app/lib/api-services.ts) where the site is closed or login-only. Each capability adds its members.
 * On such a site the server's data members refuse (401): only `settings` and `ping` answer strangers.
 */
export interface SsrServices {
  ping(): Promise<{ name: string }>;
  /** The same object as GET /api/v1/settings. */
  settings(): Promise<PublicSettings>;
  /** Enabled navigation items as a tree (children of a disabled item are hidden with it). */
  navigation(): Promise<NavigationNode[]>;
  /** Enabled document and article categories, flat, sort desc then id. */
  categories(): Promise<Category[]>;
  /** Enabled friendlinks, sort desc then id. */
  friendlinks(): Promise<Friendlink[]>;
  /** GET /api/v1/document?uuid=|id=&with_author=true as a stranger (counts a view); null when a stranger may not see it. */
  document(uuidOrId: string): Promise<DocumentView | null>;
  /** GET /api/v1/document/pages?id=&from=&size= as a stranger; null when a stranger may not see the document. */
  documentPages(id: number, from: number, size: number): Promise<SsrDocumentPages | null>;
  /** GET /api/v1/document/list as a stranger (statuses 0–3, at most 24 a page), with the asked `field`s (see pickedFields). */
  documentList<F extends keyof DocumentListItem>(
    query: Omit<Partial<DocumentListQuery>, "field"> & { field: F[] },
  ): Promise<{ total?: number; document: Array<Projected<DocumentListItem, F, (typeof documentAlwaysAttached)[number]>> }>;
  /** GET /api/v1/document/related?id=: up to 10 documents like this one. */
  relatedDocuments(id: number): Promise<SsrRelatedDocument[]>;
  /** GET /api/v1/document/home: one bucket of newest converted documents per top-level category. */
  homeDocuments(limit: number): Promise<SsrHomeBucket[]>;
  /** GET /api/v1/user?id= as a stranger: the public profile, or null when there is no such user. */
  user(id: number): Promise<UserPublic | null>;
  /**
   * GET /api/v1/search as a stranger: `query` is the query string (repeated keys as arrays), validated like the
   * API's; `{}` for an empty `wd`. The server logs the search for every request of the page, also from its cache.
   */
  search(query: Record<string, string | string[]>): Promise<SearchReply>;
  /** GET /api/v1/article?id=|identifier= as a stranger (the page counts the view); null when a stranger may not see it. */
  article(idOrIdentifier: string): Promise<ArticleView | null>;
  /**
   * GET /api/v1/article/list as a stranger: published articles, at most 50 a page (`limit`: that many, no total),
   * with the asked `field`s (see pickedFields).
   */
  articleList<F extends keyof ArticleListItem>(
    query: Omit<Partial<ArticleListQuery>, "field"> & { field: F[] },
  ): Promise<{ total?: number; article: Array<Projected<ArticleListItem, F, (typeof articleAlwaysAttached)[number]>> }>;
  /** GET /api/v1/article/related?id=: up to 10 published articles like this one. */
  relatedArticles(id: number): Promise<ArticleListItem[]>;
  /** GET /api/v1/banner/list?type=0 as a stranger: the home carousel's enabled website banners. */
  banners(): Promise<BannerPublic[]>;
}

export type SsrRelatedDocument = z.infer<typeof relatedDocumentSchema>;

/** The page images a stranger may open (GET /api/v1/document/pages). */
export interface SsrDocumentPages {
  pages: number;
  preview: number;
  /** rendered pages this caller may read */
  total: number;
  more: boolean;
  cover: string;
  page: Array<{ page: number; url: string; width: number; height: number }>;
}

export interface SsrHomeBucket {
  category_id: number;
  category_cover: string;
  category_name: string;
  document: DocumentHomeCard[];
}
