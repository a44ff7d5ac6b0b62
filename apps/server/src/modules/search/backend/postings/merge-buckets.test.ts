import { describe, expect, it } from "vitest";
import { BucketSet, bucketOf, findInBucket, forEachEntry } from "./buckets.js";
import { mergeBucketRows, type MergeSource } from "./merge-buckets.js";
import { MIN_WORKER_BYTES, mergeRows, mergeRowsInWorker } from "./merge-pool.js";
import { decodeOrdinals } from "./varint.js";

/** A seeded generator, so that a failure can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 2 ** 32;
  };
}

/** Terms as the body index has them: CJK characters and bigrams, words, prefixes, one astral character. */
function termPool(rnd: () => number): string[] {
  const cjk = () => String.fromCharCode(0x4e00 + Math.floor(rnd() * 300));
  const terms = new Set<string>(["𠮷", "*ker", "kernel", "x", "1999"]);
  while (terms.size < 2500) {
    const kind = rnd();
    terms.add(kind < 0.3 ? cjk() : kind < 0.85 ? cjk() + cjk() : Array.from({ length: 3 + Math.floor(rnd() * 8) }, () => String.fromCharCode(97 + Math.floor(rnd() * 26))).join(""));
  }
  return [...terms];
}

interface TestPart {
  segKeys: number[];
  lists: Map<string, number[]>;
}

function buildRows(part: TestPart): Uint8Array[] {
  const entries = [...part.lists];
  const buckets = new BucketSet(entries.reduce((n, [term, list]) => n + 2 + 2 * term.length + 2 * list.length, 0));
  for (const [term, list] of entries) buckets.writerFor(term).addOrdinals(term, list, list.length);
  return buckets.rows();
}

/** Parts of these sizes (so of different bucket counts) with interleaved segment keys, a fifth of them dropped. */
function randomMerge(seed: number, sizes: number[]) {
  const rnd = random(seed);
  const pool = termPool(rnd);
  const usedKeys = new Set<number>();
  // Parts of different sizes, so of different bucket counts; their segment keys interleave.
  const parts: TestPart[] = sizes.map((segments) => {
    const segKeys: number[] = [];
    while (segKeys.length < segments) {
      const key = Math.floor(rnd() * 1e7);
      if (usedKeys.has(key)) continue;
      segKeys.push(key);
      usedKeys.add(key);
    }
    segKeys.sort((a, b) => a - b);
    const lists = new Map<string, number[]>();
    for (let ordinal = 0; ordinal < segments; ordinal++) {
      for (let t = 0; t < 30; t++) {
        const term = pool[Math.floor(rnd() ** 2 * pool.length)];
        const list = lists.get(term) ?? [];
        if (list.at(-1) !== ordinal) list.push(ordinal);
        lists.set(term, list);
      }
    }
    return { segKeys, lists };
  });
  const dead = new Set([...usedKeys].filter(() => rnd() < 0.2));
  const live = [...usedKeys].filter((key) => !dead.has(key)).sort((a, b) => a - b);
  const mergedOrdinal = new Map(live.map((key, i) => [key, i]));
  const sources: MergeSource[] = parts.flatMap((part) => {
    const remap = Int32Array.from(part.segKeys, (key) => mergedOrdinal.get(key) ?? -1);
    return buildRows(part).map((data) => ({ data, remap }));
  });
  const want = new Map<string, number[]>();
  for (const part of parts) {
    for (const [term, list] of part.lists) {
      const kept = list.map((o) => mergedOrdinal.get(part.segKeys[o])).filter((o): o is number => o !== undefined);
      if (kept.length) want.set(term, [...(want.get(term) ?? []), ...kept].sort((a, b) => a - b));
    }
  }
  return { sources, live, want };
}

describe("merging bucket rows", () => {
  it("gives every term the union of its live ordinals, remapped and ascending, in the bucket its hash names", () => {
    const { sources, live, want } = randomMerge(7, [40, 400, 90, 1500]);
    const merged = mergeBucketRows(sources, live.length);
    expect(merged.rows).toHaveLength(merged.buckets);
    const got = new Map<string, number[]>();
    merged.rows.forEach((row, bucket) =>
      forEachEntry(row, (term, list) => {
        expect(bucketOf(term, merged.buckets), term).toBe(bucket);
        expect(got.has(term), term).toBe(false);
        got.set(term, [...decodeOrdinals(list)]);
      }),
    );
    expect(got).toEqual(want);
    for (const [term, list] of want) expect([...decodeOrdinals(findInBucket(merged.rows[bucketOf(term, merged.buckets)], term)!)]).toEqual(list);
    const sourceBytes = sources.reduce((n, s) => n + s.data.length, 0);
    expect(merged.rows.reduce((n, row) => n + row.length, 0)).toBeLessThan(sourceBytes);
  });

  it("leaves out a term whose segments are all dropped, and gives no rows' bytes for an empty merge", () => {
    const rows = buildRows({ segKeys: [5, 9], lists: new Map([["中国", [0, 1]], ["国人", [1]]]) });
    const merged = mergeBucketRows(rows.map((data) => ({ data, remap: Int32Array.from([0, -1]) })), 1);
    const terms: string[] = [];
    for (const row of merged.rows) forEachEntry(row, (term, list) => terms.push(`${term}:${[...decodeOrdinals(list)].join(",")}`));
    expect(terms).toEqual(["中国:0"]);
    expect(mergeBucketRows([], 0)).toEqual({ buckets: 1, rows: [new Uint8Array(0)] });
  });

  it("merges in a worker thread what the calling thread merges, past a megabyte of rows", async () => {
    const { sources, live } = randomMerge(11, [6000, 15000, 9000]);
    expect(sources.reduce((n, source) => n + source.data.length, 0)).toBeGreaterThan(MIN_WORKER_BYTES);
    const inWorker = await mergeRowsInWorker(sources, live.length);
    expect(inWorker.buckets).toBe(mergeBucketRows(sources, live.length).buckets);
    expect(inWorker.rows.map((row) => Buffer.from(row).toString("base64"))).toEqual(mergeBucketRows(sources, live.length).rows.map((row) => Buffer.from(row).toString("base64")));
    expect((await mergeRows(sources, live.length)).rows.length).toBe(inWorker.rows.length);
  });
});
