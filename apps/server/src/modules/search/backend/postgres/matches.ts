import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { QueryPlan } from "../../text/query-plan.js";
import { itemConditions, sortColumns } from "../filter-sql.js";
import type { FacetCombo, SearchFilters, SortField } from "../types.js";
import { tsquery } from "./compile-tsquery.js";

const matchingKeys = (plan: QueryPlan) => sql`select b.key from search_pg_body b where b.tsv @@ ${tsquery(plan.filter)}::tsquery`;

export async function facetCombosPg(db: Kysely<Database>, plan: QueryPlan, filters: SearchFilters): Promise<FacetCombo[]> {
  const { rows } = await sql<FacetCombo>`select i.ext_group, i.language, i.category_ids, count(*)::int as n from search_item i
    where i.key in (${matchingKeys(plan)}) and ${itemConditions(filters)}
    group by i.ext_group, i.language, i.category_ids`.execute(db);
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
  const { rows } = await sql<{ key: number }>`select i.key from search_item i
    where i.key in (${matchingKeys(plan)}) and ${itemConditions(filters)}
    order by ${sortColumns[field]} desc, i.key desc limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => Number(r.key));
}

export async function matchingSegmentsPg(db: Kysely<Database>, plan: QueryPlan, items: Array<{ key: number; segments: number }>) {
  if (items.length === 0) return [];
  const { rows } = await sql<{ seg_key: number }>`select b.seg_key from search_pg_body b
    where b.key = any(${items.map((i) => i.key)}::bigint[]) and b.tsv @@ ${tsquery(plan.filter)}::tsquery order by b.seg_key`.execute(db);
  return rows.map((r) => Number(r.seg_key));
}
