import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { segmentKey } from "../../keys.js";
import type { QueryPlan } from "../../text/query-plan.js";
import { topEntries } from "../filter-values.js";
import type { FacetCombo, SearchFilters, SortField } from "../types.js";
import { fts5Match } from "./compile-match.js";
import type { FtsReader } from "./reader.js";

export function facetCombosFts(reader: FtsReader, plan: QueryPlan, filters: SearchFilters): FacetCombo[] {
  const { keys, values } = reader.matchSet(fts5Match(plan.filter));
  const passes = values.matcher(filters);
  const counts = new Int32Array(values.combos.length);
  for (const key of keys) if (passes(key)) counts[values.combo[key]!]!++;
  const out: FacetCombo[] = [];
  counts.forEach((n, combo) => {
    if (n > 0) out.push({ ...values.combos[combo]!, n });
  });
  return out;
}

/** Descending by the field, then by key. */
export function sortMatchesFts(reader: FtsReader, plan: QueryPlan, filters: SearchFilters, field: SortField, offset: number, limit: number): number[] {
  const { keys, values } = reader.matchSet(fts5Match(plan.filter));
  const passes = values.matcher(filters);
  const column = values.column(field);
  return topEntries(keys.filter(passes), (a, b) => column[b]! - column[a]! || b - a, offset, limit);
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
