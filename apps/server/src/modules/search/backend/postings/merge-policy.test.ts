import { describe, expect, it } from "vitest";
import type { PartInfo } from "./merge-parts.js";
import { chooseMerge, MAX_PART_SEGMENTS, packParts } from "./merge-policy.js";

const parts = (sizes: number[]): PartInfo[] => sizes.map((segments, i) => ({ id: i + 1, first: i + 1, last: i + 1, segments, buckets: 1 }));
const ids = (run: PartInfo[] | undefined) => run?.map((p) => p.id);

describe("merge policy", () => {
  it("merges the smallest run of four alike consecutive parts, and nothing while fewer are alike", () => {
    expect(ids(chooseMerge(parts([1000, 50, 50, 50])))).toBeUndefined();
    expect(ids(chooseMerge(parts([1000, 50, 50, 50, 50])))).toEqual([2, 3, 4, 5]);
    expect(ids(chooseMerge(parts([200, 200, 200, 200, 50, 50, 50, 50])))).toEqual([5, 6, 7, 8]);
    // One part more than half of the run: not alike.
    expect(ids(chooseMerge(parts([900, 50, 50, 50])))).toBeUndefined();
  });

  it("never builds a part past the size limit, and past 64 parts merges the smallest run whatever its sizes", () => {
    const full = MAX_PART_SEGMENTS / 4 + 1;
    expect(chooseMerge(parts([full, full, full, full]))).toBeUndefined();
    // Every run of four holds one large part: none is alike.
    const skewed = (repeats: number) => parts(Array.from({ length: repeats }, () => [1000, 10, 10, 10]).flat());
    expect(chooseMerge(skewed(16))).toBeUndefined();
    expect(chooseMerge(skewed(17))).toHaveLength(4);
  });

  it("packs consecutive parts up to the limit after a rebuild", () => {
    const half = MAX_PART_SEGMENTS / 2;
    expect(packParts(parts([half, half, half, 10, 10])).map(ids)).toEqual([[1, 2], [3, 4, 5]]);
    expect(packParts(parts([MAX_PART_SEGMENTS, 10]))).toEqual([]);
  });
});
