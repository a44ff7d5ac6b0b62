import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { QueryPlan } from "../../text/query-plan.js";
import { facetCombosOf, sortedMatchesOf, termWindowOf } from "../match-set.js";
import type { FacetCombo, SearchFilters, SortField, TermWindow } from "../types.js";
import { tsquery } from "./compile-tsquery.js";
import type { PgMatchReader } from "./match-reader.js";

export async function facetCombosPg(reader: PgMatchReader, plan: QueryPlan, filters: SearchFilters): Promise<FacetCombo[]> {
  return facetCombosOf(await reader.matchSet(tsquery(plan.filter)), filters);
}

export async function sortMatchesPg(
  reader: PgMatchReader,
  plan: QueryPlan,
  filters: SearchFilters,
  field: SortField,
  offset: number,
  limit: number,
): Promise<number[]> {
  return sortedMatchesOf(await reader.matchSet(tsquery(plan.filter)), filters, field, offset, limit);
}

export async function termWindowsPg(reader: PgMatchReader, plans: QueryPlan[], filters: SearchFilters, window: number): Promise<TermWindow[]> {
  const sets = await reader.matchSets(plans.map((plan) => tsquery(plan.filter)));
  return sets.map((set) => termWindowOf(set, filters, window));
}

export async function matchingSegmentsPg(db: Kysely<Database>, plan: QueryPlan, items: Array<{ key: number; segments: number }>) {
  if (items.length === 0) return [];
  const { rows } = await sql<{ seg_key: number }>`select b.seg_key from search_pg_body b
    where b.key = any(${items.map((i) => i.key)}::bigint[]) and b.tsv @@ ${tsquery(plan.filter)}::tsquery order by b.seg_key`.execute(db);
  return rows.map((r) => Number(r.seg_key));
}
