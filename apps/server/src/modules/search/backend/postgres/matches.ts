import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { QueryPlan } from "../../text/query-plan.js";
import { itemConditions, sortColumns } from "../filter-sql.js";
import type { FacetCombo, SearchFilters, SortField } from "../types.js";
import { tsquery } from "./compile-tsquery.js";

/** Matching body rows under the filters; body rows carry the item fields, aliased `i` for filter-sql.ts. */
const matchingRows = (plan: QueryPlan, filters: SearchFilters) =>
  sql`from search_pg_body i where i.tsv @@ ${tsquery(plan.filter)}::tsquery and ${itemConditions(filters)}`;

export async function facetCombosPg(db: Kysely<Database>, plan: QueryPlan, filters: SearchFilters): Promise<FacetCombo[]> {
  const { rows } = await sql<FacetCombo>`select ext_group, language, category_ids, count(*)::int as n from (
      select i.key, min(i.ext_group) as ext_group, min(i.language) as language, min(i.category_ids) as category_ids
      ${matchingRows(plan, filters)} group by i.key
    ) items group by ext_group, language, category_ids`.execute(db);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

export async function sortMatchesPg(
  db: Kysely<Database>,
  plan: QueryPlan,
  filters: SearchFilters,
  field: SortField,
  offset: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await sql<{ key: number }>`select key from (
      select i.key, max(${sortColumns[field]}) as value ${matchingRows(plan, filters)} group by i.key
    ) items order by value desc, key desc limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => Number(r.key));
}

export async function matchingSegmentsPg(db: Kysely<Database>, plan: QueryPlan, items: Array<{ key: number; segments: number }>) {
  if (items.length === 0) return [];
  const { rows } = await sql<{ seg_key: number }>`select b.seg_key from search_pg_body b
    where b.key = any(${items.map((i) => i.key)}::bigint[]) and b.tsv @@ ${tsquery(plan.filter)}::tsquery order by b.seg_key`.execute(db);
  return rows.map((r) => Number(r.seg_key));
}
