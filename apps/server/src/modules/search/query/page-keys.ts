import type { SearchBackend, SearchFilters, SortField } from "../backend/types.js";
import { keyOfSegment } from "../keys.js";
import type { QueryPlan } from "../text/query-plan.js";

/** A result in display order; `segKey` is its best body segment when the body ranked it. */
export interface OrderedKey {
  key: number;
  segKey?: number;
}

/**
 * One page of results by relevance: items matching in title, keywords or description first (meta ranking), then
 * items matching only in the body (body ranking). Both rankers are deterministic, so pages never overlap.
 */
async function relevancePage(backend: SearchBackend, plan: QueryPlan, filters: SearchFilters, offset: number, limit: number) {
  const need = offset + limit;
  const ordered: OrderedKey[] = (await backend.rankMeta(plan, filters, need)).map((m) => ({ key: m.key }));
  if (ordered.length < need) {
    const seen = new Set(ordered.map((o) => o.key));
    for (const segment of await backend.rankBody(plan, filters, 2 * need + 10)) {
      const key = keyOfSegment(segment.segKey);
      if (seen.has(key)) continue;
      seen.add(key);
      ordered.push({ key, segKey: segment.segKey });
    }
  }
  return ordered.slice(offset, need);
}

export async function pageKeys(
  backend: SearchBackend,
  plan: QueryPlan,
  filters: SearchFilters,
  sort: SortField | null,
  offset: number,
  limit: number,
): Promise<OrderedKey[]> {
  if (sort === null) return relevancePage(backend, plan, filters, offset, limit);
  return (await backend.sortMatches(plan, filters, sort, offset, limit)).map((key) => ({ key }));
}
