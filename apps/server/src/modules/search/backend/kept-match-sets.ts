import { LRUCache } from "lru-cache";
import type { DenseSet } from "./postings/dense-set.js";

/**
 * Bytes of match sets a reader keeps. A set is segment keys (8 bytes a match, and as much again for the item keys
 * read from them) or bits (postings/dense-set.ts), whichever is smaller: at a million documents at most ~600 KB.
 */
const KEPT_BYTES = 64 * 1024 * 1024;
/** What keeping a set costs besides its keys (map entry, typed array, query text): many empty sets add up too. */
const ENTRY_BYTES = 256;

/** A query's matching segments: their keys ascending, or bits. */
export type KeptSet = Float64Array | DenseSet;

export type KeptMatchSets = LRUCache<string, KeptSet>;

const bytesOf = (set: KeptSet) => (set instanceof Float64Array ? 2 * set.buffer.byteLength : set.segments.byteLength + set.items.byteLength);

/**
 * The match sets read at the index's current revision, by query, the least recently used dropped first once they
 * hold more than `budget` bytes (a set larger than that is not kept). Common words, whose sets cost most to read,
 * are the ones asked for again and again (by the questions of AI chat, by a search's facets and ranking). The owner
 * clears them when the index changes.
 */
export function keptMatchSets(budget = KEPT_BYTES): KeptMatchSets {
  return new LRUCache<string, KeptSet>({
    maxSize: budget,
    sizeCalculation: (set, query) => bytesOf(set) + 2 * query.length + ENTRY_BYTES,
  });
}
