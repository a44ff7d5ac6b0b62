import { LRUCache } from "lru-cache";

/** Bytes of match sets a reader keeps: a common word's set in a library of a million items takes a few MB. */
const KEPT_BYTES = 64 * 1024 * 1024;
/** What keeping a set costs besides its keys (map entry, typed array, query text): many empty sets add up too. */
const ENTRY_BYTES = 256;

export type KeptMatchSets = LRUCache<string, Float64Array>;

/**
 * The match sets read at the index's current revision, by query, the least recently used dropped first once they
 * hold more than `budget` bytes (a set larger than that is not kept). Common words, whose sets cost most to read,
 * are the ones asked for again and again (by the questions of AI chat, by a search's facets and ranking). The owner
 * clears them when the index changes.
 */
export function keptMatchSets(budget = KEPT_BYTES): KeptMatchSets {
  return new LRUCache<string, Float64Array>({
    maxSize: budget,
    sizeCalculation: (keys, query) => keys.buffer.byteLength + 2 * query.length + ENTRY_BYTES,
  });
}
