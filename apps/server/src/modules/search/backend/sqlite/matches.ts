import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { segmentKey } from "../../keys.js";
import type { QueryPlan } from "../../text/query-plan.js";
import { facetCombosOf, sortedMatchesOf, termWindowOf } from "../match-set.js";
import type { FacetCombo, SearchFilters, SortField, TermWindow } from "../types.js";
import { fts5Match } from "./compile-match.js";
import type { FtsReader } from "./reader.js";

export function facetCombosFts(reader: FtsReader, plan: QueryPlan, filters: SearchFilters): FacetCombo[] {
  return facetCombosOf(reader.matchSet(fts5Match(plan.filter)), filters);
}

export function sortMatchesFts(reader: FtsReader, plan: QueryPlan, filters: SearchFilters, field: SortField, offset: number, limit: number): number[] {
  return sortedMatchesOf(reader.matchSet(fts5Match(plan.filter)), filters, field, offset, limit);
}

export function termWindowsFts(reader: FtsReader, plans: QueryPlan[], filters: SearchFilters, window: number): TermWindow[] {
  return plans.map((plan) => termWindowOf(reader.matchSet(fts5Match(plan.filter)), filters, window));
}

/** Each item's segments are one rowid range, which FTS5 seeks to directly. */
export async function matchingSegmentsFts(db: Kysely<Database>, plan: QueryPlan, items: Array<{ key: number; segments: number }>) {
  const match = fts5Match(plan.filter);
  const found: number[] = [];
  for (const item of items) {
    const { rows } = await sql<{ rowid: number }>`select rowid from search_fts_body where search_fts_body match ${match}
      and rowid between ${segmentKey(item.key, 0)} and ${segmentKey(item.key, item.segments - 1)} order by rowid`.execute(db);
    found.push(...rows.map((r) => r.rowid));
  }
  return found;
}
