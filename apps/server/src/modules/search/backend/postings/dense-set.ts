import { keyOfSegment } from "../../keys.js";

/** The parts of the index a read saw: their segment keys (ascending within a part) and where each part's ordinals start. */
export interface PartOrdinals {
  segKeys: Float64Array[];
  /** the first global ordinal of each part: parts numbered one after the other */
  offsets: number[];
  /** ordinals in all */
  count: number;
  /** one more than the largest item key */
  itemLimit: number;
}

/**
 * A match set held as bits: one per segment of the index (by global ordinal) and one per item key. A word in most
 * documents matches millions of segments; as segment keys its set takes 8 bytes a match (24 MB at a million
 * documents), as bits a few hundred KB whatever it matches, so the sets of every common word fit among the kept sets.
 */
export interface DenseSet {
  parts: PartOrdinals;
  segments: Uint32Array;
  items: Uint32Array;
  itemCount: number;
}

const words = (bits: number) => (bits + 31) >>> 5;

/** Bytes of a dense set over these parts. */
export const denseBytes = (parts: PartOrdinals) => 4 * (words(parts.count) + words(parts.itemLimit));

const hasBit = (bits: Uint32Array, at: number) => (bits[at >>> 5] & (1 << (at & 31))) !== 0;

/** The set of these current ordinals, per part (the same order as `parts`). */
export function denseSetOf(parts: PartOrdinals, ordinals: Array<Int32Array | undefined>): DenseSet {
  const segments = new Uint32Array(words(parts.count));
  const items = new Uint32Array(words(parts.itemLimit));
  let itemCount = 0;
  ordinals.forEach((list, p) => {
    if (!list) return;
    const base = parts.offsets[p];
    const segKeys = parts.segKeys[p];
    for (const ordinal of list) {
      const at = base + ordinal;
      segments[at >>> 5] |= 1 << (at & 31);
      const key = keyOfSegment(segKeys[ordinal]);
      if (!hasBit(items, key)) {
        items[key >>> 5] |= 1 << (key & 31);
        itemCount++;
      }
    }
  });
  return { parts, segments, items, itemCount };
}

/** The set's item keys, ascending. */
export function itemKeysOf(set: DenseSet): Float64Array {
  const out = new Float64Array(set.itemCount);
  const bits = set.items;
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w];
    while (word !== 0) {
      const lowest = word & -word;
      out[n++] = w * 32 + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return out;
}

/** The set's segments among those of an item's segment keys `from`…`to`, ascending within each part. */
export function segmentsBetween(set: DenseSet, from: number, to: number, found: number[]): void {
  const { segKeys, offsets } = set.parts;
  for (let p = 0; p < segKeys.length; p++) {
    const keys = segKeys[p];
    for (let i = lowerBound(keys, from); i < keys.length && keys[i] <= to; i++) if (hasBit(set.segments, offsets[p] + i)) found.push(keys[i]);
  }
}

export function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
