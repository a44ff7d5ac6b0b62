import { bucketCount, encodedLength, readVarint, type VarintCursor } from "./buckets.js";
import { decodeOrdinalsInto, VarintWriter } from "./varint.js";

/** A bucket row of a part being merged, and the remapping of that part's ordinals (-1: the segment is dropped). */
export interface MergeSource {
  data: Uint8Array;
  remap: Int32Array;
}

/** Where one entry of a source row lies. */
interface Entries {
  count: number;
  row: Int32Array;
  /** offset of the entry's term length */
  at: Int32Array;
  destination: Int32Array;
}

/** termHash (FNV-1a over UTF-16 units) of a term stored as `length` little-endian units from `from`. */
function storedTermHash(bytes: Uint8Array, from: number, length: number): number {
  let hash = 0x811c9dc5;
  for (let i = from; i < from + 2 * length; i += 2) hash = Math.imul(hash ^ (bytes[i] | (bytes[i + 1] << 8)), 0x01000193);
  return hash >>> 0;
}

/**
 * A key telling stored terms apart: a 32-bit integer for a term of one unit or of two (CJK characters and bigrams;
 * a map keyed by small integers is fastest), else the text.
 */
function storedTermKey(bytes: Uint8Array, from: number, length: number): number | string {
  const first = bytes[from] | (bytes[from + 1] << 8);
  if (length === 1) return first;
  // A first unit of 0 would make the key of a one-unit term; no term starts with U+0000, but then it is text.
  if (length === 2 && first !== 0) return (first << 16) | bytes[from + 2] | (bytes[from + 3] << 8);
  let text = "";
  for (let i = from; i < from + 2 * length; i += 2) text += String.fromCharCode(bytes[i] | (bytes[i + 1] << 8));
  return text;
}

/**
 * Every entry of every row: its row, offset and bucket among as many as the rows' bytes would fill (the merged
 * part's rows are no larger, dropped postings and terms repeated in several parts leaving them).
 */
function scanEntries(sources: MergeSource[]): { entries: Entries; bytes: number } {
  const cursor: VarintCursor = { value: 0, at: 0 };
  let count = 0;
  let bytes = 0;
  for (const { data } of sources) {
    bytes += data.length;
    for (let at = 0; at < data.length; count++) {
      readVarint(data, at, cursor);
      readVarint(data, cursor.at + 2 * cursor.value, cursor);
      at = cursor.at + cursor.value;
    }
  }
  const entries: Entries = { count, row: new Int32Array(count), at: new Int32Array(count), destination: new Int32Array(count) };
  const buckets = bucketCount(bytes);
  let e = 0;
  sources.forEach(({ data }, row) => {
    for (let at = 0; at < data.length; e++) {
      readVarint(data, at, cursor);
      entries.row[e] = row;
      entries.at[e] = at;
      entries.destination[e] = storedTermHash(data, cursor.at, cursor.value) & (buckets - 1);
      const termLength = cursor.value;
      readVarint(data, cursor.at + 2 * termLength, cursor);
      at = cursor.at + cursor.value;
    }
  });
  return { entries, bytes };
}

/** The entries ordered by destination bucket, and where each bucket's run starts. */
function byDestination(entries: Entries, buckets: number): { order: Int32Array; starts: Int32Array } {
  const starts = new Int32Array(buckets + 1);
  for (let e = 0; e < entries.count; e++) starts[entries.destination[e] + 1]++;
  for (let b = 0; b < buckets; b++) starts[b + 1] += starts[b];
  const fill = starts.slice(0, buckets);
  const order = new Int32Array(entries.count);
  for (let e = 0; e < entries.count; e++) order[fill[entries.destination[e]]++] = e;
  return { order, starts };
}

/**
 * Merges the bucket rows of several parts into the rows of one part whose segments are `segments` (the remaps' live
 * ordinals), bucket by bucket: a term's entries meet only in the bucket its hash names, so no map of every term is
 * built and no term becomes a string but the few of more than two units. Dropped segments leave the lists; a term
 * left with none is not written.
 */
export function mergeBucketRows(sources: MergeSource[], segments: number): { buckets: number; rows: Uint8Array[] } {
  const { entries, bytes } = scanEntries(sources);
  const fine = bucketCount(bytes);
  const { order, starts } = byDestination(entries, fine);
  const cursor: VarintCursor = { value: 0, at: 0 };
  const merged = new Int32Array(segments);
  const chained = new Int32Array(entries.count);
  const heads = new Map<number | string, number>();
  const out = new VarintWriter();
  const fineRows: Uint8Array[] = [];
  let written = 0;
  for (let b = 0; b < fine; b++) {
    heads.clear();
    // Entries of one term are chained: chained[e] is the term's entry read before e, or -1.
    for (let i = starts[b]; i < starts[b + 1]; i++) {
      const e = order[i];
      const data = sources[entries.row[e]].data;
      readVarint(data, entries.at[e], cursor);
      const key = storedTermKey(data, cursor.at, cursor.value);
      chained[e] = heads.get(key) ?? -1;
      heads.set(key, e);
    }
    out.reset();
    for (const last of heads.values()) {
      let count = 0;
      let unordered = false;
      for (let e = last; e >= 0; e = chained[e]) {
        const { data, remap } = sources[entries.row[e]];
        readVarint(data, entries.at[e], cursor);
        readVarint(data, cursor.at + 2 * cursor.value, cursor);
        const before = count;
        count = decodeOrdinalsInto(data, merged, count, remap, cursor.at, cursor.at + cursor.value);
        if (before > 0 && count > before && merged[before] < merged[before - 1]) unordered = true;
      }
      if (count === 0) continue;
      if (unordered) merged.subarray(0, count).sort();
      const data = sources[entries.row[last]].data;
      readVarint(data, entries.at[last], cursor);
      out.write(cursor.value);
      for (let i = cursor.at; i < cursor.at + 2 * cursor.value; i++) out.writeByte(data[i]);
      out.write(encodedLength(merged, count));
      out.writeAscending(merged, count);
    }
    fineRows.push(out.take());
    written += out.length;
  }
  return foldBuckets(fineRows, bucketCount(written));
}

/**
 * Rows of `fine` buckets folded into `buckets` (both powers of two, buckets ≤ fine): the terms of fine bucket k
 * belong to bucket k mod buckets, and a bucket's entries may come in any order.
 */
function foldBuckets(fineRows: Uint8Array[], buckets: number): { buckets: number; rows: Uint8Array[] } {
  if (buckets >= fineRows.length) return { buckets: fineRows.length, rows: fineRows };
  const rows: Uint8Array[] = [];
  for (let b = 0; b < buckets; b++) {
    const parts: Uint8Array[] = [];
    for (let k = b; k < fineRows.length; k += buckets) parts.push(fineRows[k]);
    const row = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      row.set(part, at);
      at += part.length;
    }
    rows.push(row);
  }
  return { buckets, rows };
}
