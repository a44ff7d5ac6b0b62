import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { segmentKey } from "../../keys.js";
import type { QueryPlan } from "../../text/query-plan.js";
import { compareBy, passesFilters, topEntries, type ItemValues } from "../filter-values.js";
import type { FacetCombo, SearchFilters, SortField } from "../types.js";
import { fts5Match } from "./compile-match.js";
import type { FtsReader } from "./reader.js";

/** Every matching item under the filters with its cached fields: one scan of the body index. */
function filteredMatches(reader: FtsReader, plan: QueryPlan, filters: SearchFilters): Array<{ key: number; v: ItemValues }> {
  return reader.snapshot(() => {
    const values = reader.values();
    const out: Array<{ key: number; v: ItemValues }> = [];
    for (const key of reader.matchingKeys(fts5Match(plan.filter))) {
      const v = values.get(key);
      if (v && passesFilters(v, filters)) out.push({ key, v });
    }
    return out;
  });
}

export function facetCombosFts(reader: FtsReader, plan: QueryPlan, filters: SearchFilters): FacetCombo[] {
  const combos = new Map<string, FacetCombo>();
  for (const { v } of filteredMatches(reader, plan, filters)) {
    const id = `${v.ext_group}\u0000${v.language}\u0000${v.category_ids}`;
    const combo = combos.get(id);
    if (combo) combo.n++;
    else combos.set(id, { ext_group: v.ext_group, language: v.language, category_ids: v.category_ids, n: 1 });
  }
  return [...combos.values()];
}

export function sortMatchesFts(reader: FtsReader, plan: QueryPlan, filters: SearchFilters, field: SortField, offset: number, limit: number): number[] {
  return topEntries(filteredMatches(reader, plan, filters), compareBy(field), offset, limit).map((e) => e.key);
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
