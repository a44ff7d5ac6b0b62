import { LRUCache } from "lru-cache";
import type { DocValues } from "./doc-values.js";
import { TopHeap } from "./filter-values.js";
import { keyOfSegment } from "../keys.js";
import type { FacetCombo, ScoredKey, ScoredSegment, SearchFilters, SortField, TermWindow } from "./types.js";

/** Every item matching a query: its keys (ascending, each once) and the item fields to filter, count and sort by. */
export interface MatchSet {
  keys: Float64Array;
  values: DocValues;
}

/** Matches counted per facet combination, under the filters. */
export function facetCombosOf({ keys, values }: MatchSet, filters: SearchFilters): FacetCombo[] {
  const counts = new Int32Array(values.combos.length);
  const combo = values.combo;
  if (values.unfiltered(filters)) {
    // Most searches: a pass over a word's matches with nothing to test but that the item is still indexed.
    for (let i = 0; i < keys.length; i++) {
      const c = combo[keys[i]];
      if (c >= 0) counts[c]++;
    }
  } else {
    const passes = values.matcher(filters);
    for (let i = 0; i < keys.length; i++) if (passes(keys[i])) counts[combo[keys[i]]]++;
  }
  const out: FacetCombo[] = [];
  counts.forEach((n, combo) => {
    if (n > 0) out.push({ ...values.combos[combo], n });
  });
  return out;
}

/**
 * Matching keys under the filters, descending by the field, then by key. Walked newest first: for the usual orders
 * the best come early, and most later keys then lose their one comparison with the heap's worst before their
 * filters are even looked at.
 */
export function sortedMatchesOf({ keys, values }: MatchSet, filters: SearchFilters, field: SortField, offset: number, limit: number): number[] {
  const column = values.column(field);
  const passes = values.matcher(filters);
  const top = new TopHeap<number>((a, b) => column[b] - column[a] || b - a, offset + limit);
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i];
    if (!top.rejects(key) && passes(key)) top.add(key);
  }
  return top.sorted().slice(offset);
}

/** Windows worked out before, per set of keys (a set read again is a new array) and filters, the latest few per set. */
const windowsOf = new WeakMap<Float64Array, LRUCache<string, TermWindow>>();
const WINDOWS_PER_SET = 8;

/**
 * The newest `window` matches under the filters by created_at, and how many match in all; worked out once per
 * set and filters, so a set kept for reuse (keptMatchSets) is not sorted again. The result is shared: read only.
 */
export function termWindowOf(set: MatchSet, filters: SearchFilters, window: number): TermWindow {
  let known = windowsOf.get(set.keys);
  if (!known) windowsOf.set(set.keys, (known = new LRUCache({ max: WINDOWS_PER_SET })));
  const id = `${window} ${JSON.stringify(filters)}`;
  let found = known.get(id);
  if (!found) known.set(id, (found = newestWindow(set, filters, window)));
  return found;
}

function newestWindow(set: MatchSet, filters: SearchFilters, window: number): TermWindow {
  const keys = sortedMatchesOf(set, filters, "created_at", 0, window);
  if (keys.length < window) return { keys, matches: keys.length };
  const passes = set.values.matcher(filters);
  let matches = 0;
  for (const key of set.keys) if (passes(key)) matches++;
  return { keys, matches };
}

/** The keys of the `window` newest matches under the filters (keys grow with time), newest first; all by default. */
export function newestMatchesOf({ keys, values }: MatchSet, filters: SearchFilters, window = Infinity): number[] {
  const passes = values.matcher(filters);
  const newest: number[] = [];
  for (let i = keys.length - 1; i >= 0 && newest.length < window; i--) if (passes(keys[i])) newest.push(keys[i]);
  return newest;
}

/**
 * The key of the window-th newest match under the filters (keys grow with time), or undefined when fewer match:
 * rankers score only the matches from there on, so a query costs about the same whatever its hit count.
 */
export function windowFloorOf(matches: MatchSet, filters: SearchFilters, window: number): number | undefined {
  const newest = newestMatchesOf(matches, filters, window);
  return newest.length === window ? newest[window - 1] : undefined;
}

/**
 * Matching body segments ordered by their item's score, then newest first; the best `limit`. Every best item has
 * at least one matching segment, so the best `limit` items hold the best `limit` segments.
 */
export function segmentsByItemScore(best: ScoredKey[], segKeys: number[], limit: number): ScoredSegment[] {
  const scores = new Map(best.map((b) => [b.key, b.score]));
  return segKeys
    .map((segKey) => ({ segKey, score: scores.get(keyOfSegment(segKey))! }))
    .sort((a, b) => b.score - a.score || b.segKey - a.segKey)
    .slice(0, limit);
}
