import { documentExtGroups, type DocumentExtGroup } from "@wenku/contract";
import type { SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema.js";
import { keywordMatch, parseClientDate } from "../../db/list-query.js";

/** Conditions of the document lists (public list, back office list, recycle bin). */
export interface DocumentFilters {
  /** true: the recycle bin (deleted documents only); false: live documents only. */
  deleted: boolean;
  /** Already expanded to sub-categories; empty = any. */
  categoryIds?: number[];
  userId?: number;
  statuses?: readonly number[];
  keyword?: string;
  ext?: string;
  feeType?: string;
  languages?: string[];
  /** [true] recommended only, [false] not recommended only; both or none = any. */
  recommended?: boolean[];
  /** [start, end]; one value = from start until now. */
  createdAt?: string[];
  /** with an edit of the details in review (0) or rejected (2) */
  revisionStatuses?: number[];
}

export const sortableDocumentColumns = [
  "id", "title", "pages", "size", "price", "view_count", "download_count", "favorite_count", "comment_count", "score",
  "score_count", "created_at", "updated_at", "recommend_at", "deleted_at", "status",
] as const;
export type SortableDocumentColumn = (typeof sortableDocumentColumns)[number];

export function filterDocuments<O>(query: SelectQueryBuilder<Database, "document", O>, filters: DocumentFilters) {
  let q = query.where("document.deleted_at", filters.deleted ? "is not" : "is", null);
  if (filters.categoryIds?.length) {
    const ids = filters.categoryIds;
    q = q.where("document.id", "in", (eb) => eb.selectFrom("document_category").select("document_id").where("category_id", "in", ids));
  }
  if (filters.userId) q = q.where("document.user_id", "=", filters.userId);
  if (filters.statuses?.length) q = q.where("document.status", "in", [...filters.statuses]);
  if (filters.keyword?.trim()) q = q.where(keywordMatch(["document.title", "document.keywords", "document.description"], filters.keyword));
  const exts = filters.ext ? (documentExtGroups[filters.ext as DocumentExtGroup] as readonly string[] | undefined) : undefined;
  if (exts) q = q.where("document.ext", "in", [...exts]);
  if (filters.feeType === "free") q = q.where("document.price", "=", 0);
  if (filters.feeType === "charge") q = q.where("document.price", ">", 0);
  if (filters.feeType === "vip") q = q.where("document.is_vip", "=", 1);
  if (filters.languages?.length) q = q.where("document.language", "in", filters.languages);
  const recommended = new Set(filters.recommended ?? []);
  if (recommended.size === 1) q = q.where("document.recommend_at", recommended.has(true) ? "is not" : "is", null);
  const revisionStatuses = filters.revisionStatuses ?? [];
  if (revisionStatuses.length > 0) {
    q = q.where("document.id", "in", (eb) => eb.selectFrom("document_revision").select("document_id").where("status", "in", revisionStatuses));
  }
  const [from, to] = (filters.createdAt ?? []).map(parseClientDate);
  if (from) q = q.where("document.created_at", ">=", from);
  if (to) q = q.where("document.created_at", "<=", to);
  return q;
}
