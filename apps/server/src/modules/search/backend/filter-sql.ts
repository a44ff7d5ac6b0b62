import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { SearchFilters } from "./types.js";

/** Whether the filters need the item table (the document type alone is read from the key). */
export function needsItemJoin(filters: SearchFilters): boolean {
  return (
    filters.categoryIds.length > 0 || filters.extGroup !== undefined || filters.languages.length > 0 ||
    filters.userId !== undefined || filters.createdFrom !== undefined || filters.createdTo !== undefined || filters.fee !== undefined
  );
}

/** The filters as one SQL condition on the item table aliased `i` (the same SQL on SQLite and PostgreSQL). */
export function itemConditions(filters: SearchFilters): RawBuilder<SqlBool> {
  const parts: Array<RawBuilder<unknown>> = [sql`1 = 1`];
  if (filters.docType !== undefined) parts.push(sql`i.doc_type = ${filters.docType}`);
  if (filters.categoryIds.length > 0) {
    parts.push(sql`(${sql.join(filters.categoryIds.map((id) => sql`i.category_ids like ${`%,${id},%`}`), sql` or `)})`);
  }
  if (filters.extGroup !== undefined) parts.push(sql`i.ext_group = ${filters.extGroup}`);
  if (filters.languages.length > 0) parts.push(sql`i.language in (${sql.join(filters.languages)})`);
  if (filters.userId !== undefined) parts.push(sql`i.user_id = ${filters.userId}`);
  if (filters.createdFrom !== undefined) parts.push(sql`i.created_at >= ${filters.createdFrom}`);
  if (filters.createdTo !== undefined) parts.push(sql`i.created_at <= ${filters.createdTo}`);
  if (filters.fee === "free") parts.push(sql`i.price = 0`);
  if (filters.fee === "charge") parts.push(sql`i.price > 0`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
