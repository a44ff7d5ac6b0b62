import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { segmentKey } from "../../keys.js";
import type { QueryPlan } from "../../text/query-plan.js";
import { itemConditions, sortColumns } from "../filter-sql.js";
import type { FacetCombo, SearchFilters, SortField } from "../types.js";
import { fts5Match } from "./compile-match.js";

/** Keys of the items with a matching body segment. */
const matchingKeys = (plan: QueryPlan) =>
  sql`select search_fts_body.rowid >> 10 from search_fts_body where search_fts_body match ${fts5Match(plan.root)}`;

export async function facetCombosFts(db: Kysely<Database>, plan: QueryPlan, filters: SearchFilters): Promise<FacetCombo[]> {
  const { rows } = await sql<FacetCombo>`select i.ext_group, i.language, i.category_ids, count(*) as n from search_item i
    where i.key in (${matchingKeys(plan)}) and ${itemConditions(filters)}
    group by i.ext_group, i.language, i.category_ids`.execute(db);
  return rows;
}

export async function sortMatchesFts(
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
  return rows.map((r) => r.key);
}

/** Each item's segments are one rowid range, which FTS5 seeks to directly. */
export async function matchingSegmentsFts(db: Kysely<Database>, plan: QueryPlan, items: Array<{ key: number; segments: number }>) {
  const match = fts5Match(plan.root);
  const found: number[] = [];
  for (const item of items) {
    const { rows } = await sql<{ rowid: number }>`select rowid from search_fts_body where search_fts_body match ${match}
      and rowid between ${segmentKey(item.key, 0)} and ${segmentKey(item.key, item.segments - 1)} order by rowid`.execute(db);
    found.push(...rows.map((r) => r.rowid));
  }
  return found;
}
