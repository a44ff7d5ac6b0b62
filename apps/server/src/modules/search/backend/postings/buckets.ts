import { termHash } from "../sqlite/term-counts.js";
import { VarintWriter } from "./varint.js";

/**
 * A part's term lists are stored in buckets, rows of about BUCKET_BYTES: a term's bucket is its hash modulo the
 * part's bucket count (a power of two). A row per term and part would be millions of B-tree entries to insert and
 * to delete again at every merge; a few thousand rows of packed lists cost a fraction of that.
 */
export const BUCKET_BYTES = 6 * 1024;

export function bucketCount(listBytes: number): number {
  let n = 1;
  while (n * BUCKET_BYTES < listBytes) n *= 2;
  return n;
}

export const bucketOf = (term: string, buckets: number) => termHash(term) & (buckets - 1);

/**
 * Writes a bucket: entries of [term length in UTF-16 units][the units, 2 bytes each][list length][list bytes].
 * UTF-16 keeps a CJK bigram at 4 bytes (6 in UTF-8), and a lookup compares units without decoding.
 */
export class BucketWriter {
  private out = new VarintWriter();

  private term(term: string) {
    this.out.write(term.length);
    for (let i = 0; i < term.length; i++) {
      const unit = term.charCodeAt(i);
      this.out.writeByte(unit & 0xff);
      this.out.writeByte(unit >> 8);
    }
  }

  add(term: string, list: Uint8Array) {
    this.term(term);
    this.out.write(list.length);
    this.out.writeBytes(list);
  }

  /** Adds a term with the first `count` ascending ordinals, encoded in place. */
  addOrdinals(term: string, ordinals: ArrayLike<number>, count: number) {
    this.term(term);
    this.out.write(encodedLength(ordinals, count));
    this.out.writeAscending(ordinals, count);
  }

  get length() {
    return this.out.length;
  }

  take(): Uint8Array {
    return this.out.take();
  }
}

/** Bytes of an ascending list as varint gaps (encodeAscending's length). */
export function encodedLength(ordinals: ArrayLike<number>, count: number): number {
  let bytes = 0;
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const gap = ordinals[i] - previous;
    previous = ordinals[i];
    bytes += gap < 0x80 ? 1 : gap < 0x4000 ? 2 : gap < 0x200000 ? 3 : gap < 0x10000000 ? 4 : 5;
  }
  return bytes;
}

/** The list of one term in a bucket, or undefined. */
export function findInBucket(bucket: Uint8Array, term: string): Uint8Array | undefined {
  const cursor: VarintCursor = { value: 0, at: 0 };
  let at = 0;
  while (at < bucket.length) {
    readVarint(bucket, at, cursor);
    const length = cursor.value;
    const afterLength = cursor.at;
    let same = length === term.length;
    for (let i = 0; same && i < length; i++) {
      same = (bucket[afterLength + 2 * i] | (bucket[afterLength + 2 * i + 1] << 8)) === term.charCodeAt(i);
    }
    readVarint(bucket, afterLength + 2 * length, cursor);
    if (same) return bucket.subarray(cursor.at, cursor.at + cursor.value);
    at = cursor.at + cursor.value;
  }
  return undefined;
}

/** Calls `each` with every term of a bucket and its list (a view into the bucket). */
export function forEachEntry(bucket: Uint8Array, each: (term: string, list: Uint8Array) => void) {
  const cursor: VarintCursor = { value: 0, at: 0 };
  let at = 0;
  while (at < bucket.length) {
    readVarint(bucket, at, cursor);
    const { value: length, at: from } = cursor;
    let term: string;
    if (length === 2) term = String.fromCharCode(bucket[from] | (bucket[from + 1] << 8), bucket[from + 2] | (bucket[from + 3] << 8));
    else {
      term = "";
      for (let i = from; i < from + 2 * length; i += 2) term += String.fromCharCode(bucket[i] | (bucket[i + 1] << 8));
    }
    readVarint(bucket, from + 2 * length, cursor);
    each(term, bucket.subarray(cursor.at, cursor.at + cursor.value));
    at = cursor.at + cursor.value;
  }
}

/** A varint read (readVarint): its value and the offset after it. */
export interface VarintCursor {
  value: number;
  at: number;
}

/** Reads the varint at `from` into `out` (one object reused, as bucket scans read millions). */
export function readVarint(bytes: Uint8Array, from: number, out: VarintCursor): void {
  let value = 0;
  let shift = 0;
  let at = from;
  let b: number;
  do {
    b = bytes[at++];
    value |= (b & 0x7f) << shift;
    shift += 7;
  } while (b >= 0x80);
  out.value = value;
  out.at = at;
}

/** Bytes a term's entry takes besides its list. */
export const entryOverhead = (term: string) => 2 + 2 * term.length;

/** Buckets being filled for a part whose lists take about `totalBytes`. */
export class BucketSet {
  readonly buckets: number;
  private writers: Array<BucketWriter | undefined>;

  constructor(totalBytes: number) {
    this.buckets = bucketCount(totalBytes);
    this.writers = new Array<BucketWriter | undefined>(this.buckets);
  }

  writerFor(term: string): BucketWriter {
    return (this.writers[bucketOf(term, this.buckets)] ??= new BucketWriter());
  }

  rows(): Uint8Array[] {
    return Array.from(this.writers, (w) => w?.take() ?? new Uint8Array(0));
  }
}
