import { describe, expect, it } from "vitest";
import type { RankRow } from "./reader.js";
import { scoreByRankTerms } from "./score-rank-terms.js";
import { encodeTermCounts, termCount, termHash } from "./term-counts.js";

describe("rank terms", () => {
  it("finds a term's count by its hash, and 0 for a term not kept", () => {
    const encoded = encodeTermCounts([["x经济", 7], ["x经济学", 2], ["kernel", 300]]);
    expect(encoded).toHaveLength(15);
    expect(termCount(encoded, termHash("x经济"))).toBe(7);
    expect(termCount(encoded, termHash("x经济学"))).toBe(2);
    expect(termCount(encoded, termHash("kernel"))).toBe(255);
    expect(termCount(encoded, termHash("x发展"))).toBe(0);
  });

  it("ranks frequent words above rare ones, a rare query word above a common one, ties newest first", () => {
    const row = (key: number, counts: Array<[string, number]>): RankRow => ({ key, segments: 1, terms: encodeTermCounts(counts) });
    const rows = [
      row(10, [["common", 1]]),
      row(12, [["common", 6]]),
      row(14, [["common", 1], ["rare", 1]]),
      row(16, [["common", 1]]),
      { key: 18, segments: 1, terms: null },
    ];
    expect(scoreByRankTerms(rows, ["common", "rare"], 5).map((s) => s.key)).toEqual([14, 12, 16, 10, 18]);
    expect(scoreByRankTerms(rows, [], 2).map((s) => s.key)).toEqual([18, 16]);
  });
});
