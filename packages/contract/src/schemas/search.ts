import { z } from "zod";
import { firstValue, qInt, qString, qStringArray, qIntArray } from "../query.js";

/**
 * Full-text search over documents and articles (api-contract §4.2 SearchDocument, §4.3 SearchArticle, §6.3 Pro
 * search with `agg_*` facets, §4.9 SearchRecord), related documents, and the index administration.
 *
 * Query semantics of `wd` (all back ends):
 * - Words separated by spaces must all match (AND), anywhere in title, keywords, description or body.
 * - A Chinese string of 1–4 characters matches every place it occurs (substring), longer Chinese runs match
 *   their jieba words; English words match whole words, case-insensitive; numbers match as numbers;
 *   "quoted phrases" (also “…” or 「…」) match the words in that order.
 * - Ranking (`sort=default`): matches in title and keywords above matches in the description, above matches in
 *   the body; body matches by term frequency. Other sorts order all matches by the chosen field.
 * - `title` of a hit is the stored title as plain text (clients escape it, as they do every other title);
 *   `title_highlight` is the same title as HTML: escaped, with the matches wrapped in `<em>`.
 * - `description` is HTML: escaped text with the matches wrapped in `<em>`; a fragment of the body around the first
 *   match when the description itself does not match.
 * - `page` is the first page whose text matches (link `/document/<uuid>?page=<page>`), 0 when only the title,
 *   keywords or description match.
 * - Facets count every match under the other filters: selecting an option yields exactly its count.
 */

const int = z.number().int();

export const searchMessages = {
  rebuildStarted: "索引重建已开始",
  recordIdsRequired: "请选择搜索记录",
  documentNotFound: "文档不存在",
} as const;

/** Document type of a hit in the combined search (`doc_type`) and the `type` filter. */
export const SearchDocType = { document: 0, article: 1 } as const;

export const searchSorts = [
  "default", "relevance", "latest", "views", "view_count", "downloads", "download_count", "rating", "score", "pages", "size",
] as const;
export type SearchSort = (typeof searchSorts)[number];

export const searchExtFilters = ["all", "pdf", "doc", "ppt", "xls", "txt", "other"] as const;

/** GET /api/v1/search, /api/v1/document/search and /api/v1/article/search. */
export const searchQuerySchema = z.object({
  wd: z.preprocess(firstValue, z.string().max(200, "搜索关键词不能超过200个字符").optional()),
  page: qInt(1),
  /** Results per page; `search.page_size` when absent, clamped to 5–50. */
  size: qInt(),
  /** Combined search only: -1 both (default), 0 documents, 1 articles. */
  type: qInt(-1),
  sort: z.preprocess((v) => firstValue(v) || undefined, z.enum(searchSorts).default("default")),
  /** Any of these categories. */
  category_id: qIntArray(),
  /** Extension group (api-contract §8); ".pdf" style values are read as their group. */
  ext: qString(),
  /** Any of these language codes; "all" or empty means any. */
  language: qStringArray(),
  user_id: qInt(),
  /** [start, end] or [start] (until now), any common date format, local time when no zone is given. */
  created_at: qStringArray(),
  /** free: price 0; charge: price > 0. */
  fee_type: qString(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  id: int,
  /** 0 document, 1 article */
  doc_type: int,
  /** document uuid or article identifier */
  identifier: z.string(),
  uuid: z.string().optional(),
  /** plain text, as stored */
  title: z.string(),
  /** HTML: the title escaped, matches in <em> */
  title_highlight: z.string(),
  /** HTML: escaped, matches in <em>; the description, or a body fragment around the first match */
  description: z.string(),
  keywords: z.string(),
  ext: z.string(),
  language: z.string(),
  /** page count */
  pages: int,
  /** first matching page of the body, 0 when none */
  page: int,
  size: int,
  price: int,
  score: int,
  view_count: int,
  download_count: int,
  user_id: int,
  category_id: z.array(int),
  /** documents only: VIP 专享 */
  is_vip: z.boolean().optional(),
  attachment: z.object({ hash: z.string() }).optional(),
  created_at: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchFacetsSchema = z.object({
  agg_ext: z.array(z.object({ ext: z.string(), count: int })),
  agg_category: z.array(z.object({ category_id: int, count: int })),
  agg_language: z.array(z.object({ code: z.string(), count: int })),
});

const searchReplyBase = searchFacetsSchema.extend({
  /** matches, capped at display.max_search_pages × size (api-contract §1.6) */
  total: int,
  /** every match, uncapped */
  hits: int,
  /** seconds spent, e.g. "0.012" */
  spend: z.string(),
  page: int,
  size: int,
});

/** `{}` and nothing else: the reply to an empty `wd` (a strict object's inferred type would allow reading any key). */
const noSearchSchema = z.strictObject({}) as z.ZodType<Record<never, never>>;

/** A search that ran: every member is sent. */
export const searchResultSchema = searchReplyBase.extend({ document: z.array(searchHitSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;
export const articleSearchResultSchema = searchReplyBase.extend({ article: z.array(searchHitSchema) });

/** The whole result, or `{}` when `wd` holds nothing to search for (api-contract §4.2); never half of it. */
export const searchReplySchema = z.union([searchResultSchema, noSearchSchema]);
export const articleSearchReplySchema = z.union([articleSearchResultSchema, noSearchSchema]);
export type SearchReply = z.infer<typeof searchReplySchema>;

/** Whether a search ran (the reply is not `{}`). */
export const isSearchResult = (reply: SearchReply): reply is SearchResult => "document" in reply;

/** GET /api/v1/document/related */
export const relatedQuerySchema = z.object({ id: qInt() });
export const relatedDocumentSchema = z.object({
  id: int,
  uuid: z.string(),
  title: z.string(),
  keywords: z.string(),
  description: z.string(),
  ext: z.string(),
  pages: int,
  size: int,
  price: int,
  score: int,
  user_id: int,
  username: z.string(),
  attachment: z.object({ hash: z.string() }).optional(),
  created_at: z.string(),
});
export const relatedReplySchema = z.object({ document: z.array(relatedDocumentSchema) });

/** GET /api/v1/search/index/stats (admin dashboard). */
export const indexRebuildSchema = z.object({
  doc_type: int,
  /** running | done | failed */
  status: z.string(),
  total: int,
  done: int,
  started_at: z.string(),
  finished_at: z.string(),
  error: z.string(),
});
export const indexStatsSchema = z.object({
  document_count: int,
  article_count: int,
  page_count: int,
  /** bytes on disk of the index tables, stored texts included */
  size: int,
  /** items waiting to be (re)indexed */
  queue: int,
  rebuild: z.array(indexRebuildSchema),
});
export type IndexStats = z.infer<typeof indexStatsSchema>;

/** SearchRecord (api-contract §2, §4.9) */
export const searchRecordSchema = z.object({
  id: int,
  user_id: int,
  username: z.string(),
  ip: z.string(),
  /** hits */
  total: int,
  page: int,
  user_agent: z.string(),
  keywords: z.string(),
  /** seconds */
  spend_time: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SearchRecord = z.infer<typeof searchRecordSchema>;

export const searchRecordListQuerySchema = z.object({
  page: qInt(1),
  size: qInt(10),
  /** contains, case-insensitive */
  keywords: qString(),
  user_id: qIntArray(),
  ip: qString(),
  created_at: qStringArray(),
});
export const searchRecordListReplySchema = z.object({ total: int, search_record: z.array(searchRecordSchema) });
export const searchRecordDeleteQuerySchema = z.object({ id: qIntArray() });
