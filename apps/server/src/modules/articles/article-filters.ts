import type { SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema.js";
import { keywordMatch, parseClientDate } from "../../db/list-query.js";
import { SITE_PAGE_USER_ID } from "./article-access.js";

export interface ArticleFilters {
  deleted: boolean;
  statuses?: readonly number[];
  categoryIds?: number[];
  userIds?: number[];
  keyword?: string;
  /** [true] recommended only, [false] not recommended, both or none: any */
  recommended?: boolean[];
  /** [true] the site's single pages only, [false] none of them, both or none: any */
  sitePages?: boolean[];
  /** [start, end?] as the client typed them */
  createdAt?: string[];
  /** with an edit in review (0) or rejected (2) */
  revisionStatuses?: number[];
}

export const sortableArticleColumns = ["id", "view_count", "favorite_count", "comment_count", "recommend_at", "created_at", "updated_at", "deleted_at"] as const;

/** The WHERE clauses of article lists, the recycle bin and related articles, on `article`. */
export function filterArticles<O>(query: SelectQueryBuilder<Database, "article", O>, filters: ArticleFilters) {
  let q = query.where("article.deleted_at", filters.deleted ? "is not" : "is", null);
  if (filters.statuses && filters.statuses.length > 0) q = q.where("article.status", "in", [...filters.statuses]);
  if (filters.userIds && filters.userIds.length > 0) q = q.where("article.user_id", "in", filters.userIds);
  if (filters.categoryIds && filters.categoryIds.length > 0) {
    const categoryIds = filters.categoryIds;
    q = q.where("article.id", "in", (eb) => eb.selectFrom("article_category").select("article_id").where("category_id", "in", categoryIds));
  }
  const revisionStatuses = filters.revisionStatuses ?? [];
  if (revisionStatuses.length > 0) {
    q = q.where("article.id", "in", (eb) => eb.selectFrom("article_revision").select("article_id").where("status", "in", revisionStatuses));
  }
  const keyword = filters.keyword?.trim();
  if (keyword) q = q.where(keywordMatch(["article.title", "article.keywords", "article.description"], keyword));
  const recommended = new Set(filters.recommended ?? []);
  if (recommended.size === 1) q = q.where("article.recommend_at", recommended.has(true) ? "is not" : "is", null);
  const sitePages = new Set(filters.sitePages ?? []);
  if (sitePages.size === 1) q = q.where("article.user_id", sitePages.has(true) ? "=" : "<>", SITE_PAGE_USER_ID);
  const [from, to] = (filters.createdAt ?? []).map(parseClientDate);
  if (from) q = q.where("article.created_at", ">=", from);
  if (to) q = q.where("article.created_at", "<=", to);
  return q;
}
