/** Bytes of match sets a reader keeps: a common word's set in a library of a million items takes a few MB. */
const KEPT_BYTES = 64 * 1024 * 1024;
/** What keeping a set costs besides its keys (map entry, typed array, query text): many empty sets add up too. */
const ENTRY_BYTES = 256;

const costOf = (query: string, keys: Float64Array) => keys.buffer.byteLength + 2 * query.length + ENTRY_BYTES;

/**
 * The match sets read at the index's current revision, by query, the least recently used dropped first once they
 * hold more than `budget` bytes. Common words, whose sets cost most to read, are the ones asked for again and again
 * (by the questions of AI chat, by a search's facets and ranking). The owner clears them when the index changes.
 */
export class KeptMatchSets {
  private readonly sets = new Map<string, Float64Array>();
  /** costOf every kept set, summed */
  private bytes = 0;

  constructor(private readonly budget = KEPT_BYTES) {}

  get(query: string): Float64Array | undefined {
    const keys = this.sets.get(query);
    if (keys) {
      this.sets.delete(query);
      this.sets.set(query, keys);
    }
    return keys;
  }

  keep(query: string, keys: Float64Array): void {
    this.forget(query);
    const cost = costOf(query, keys);
    if (cost > this.budget) return;
    this.sets.set(query, keys);
    this.bytes += cost;
    for (const oldest of this.sets.keys()) {
      if (this.bytes <= this.budget) break;
      this.forget(oldest);
    }
  }

  clear(): void {
    this.sets.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.sets.size;
  }

  private forget(query: string): void {
    const keys = this.sets.get(query);
    if (!keys) return;
    this.sets.delete(query);
    this.bytes -= costOf(query, keys);
  }
}
