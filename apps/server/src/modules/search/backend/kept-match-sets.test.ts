import { describe, expect, it } from "vitest";
import { keptMatchSets, type KeptSet } from "./kept-match-sets.js";

const keys = (...values: number[]) => Float64Array.from(values);
/** A kept set as the segment keys these tests keep. */
const keysOf = (set: KeptSet | undefined) => (set instanceof Float64Array ? set : undefined);

describe("match sets kept for reuse", () => {
  it("gives back a kept set, and nothing for a query never read", () => {
    const kept = keptMatchSets();
    const set = keys(1, 3, 5);
    kept.set("'量子'", set);
    expect(kept.get("'量子'")).toBe(set);
    expect(kept.get("'纠缠'")).toBeUndefined();
  });

  /** Room for `sets` sets of two keys under one-letter queries (their keys, and as much for the item keys read from them). */
  const roomFor = (sets: number) => sets * (2 * 2 * 8 + 2 + 256);

  it("drops the least recently used sets once they hold more than the budget", () => {
    const kept = keptMatchSets(roomFor(3));
    kept.set("a", keys(1, 2));
    kept.set("b", keys(3, 4));
    kept.set("c", keys(5, 6));
    expect(kept.size).toBe(3);
    kept.get("a");
    kept.set("d", keys(7, 8));
    expect(kept.get("b")).toBeUndefined();
    expect([kept.get("a"), kept.get("c"), kept.get("d")].map((set) => keysOf(set)?.[0])).toEqual([1, 5, 7]);
  });

  it("counts a set read again once, and never keeps one larger than the budget", () => {
    const kept = keptMatchSets(roomFor(1) + 16);
    kept.set("a", keys(1, 2));
    kept.set("a", keys(1, 2, 3));
    expect(kept.size).toBe(1);
    kept.set("huge", keys(1, 2, 3, 4, 5));
    expect(kept.get("huge")).toBeUndefined();
    expect(keysOf(kept.get("a"))?.length).toBe(3);
  });

  it("keeps a bounded number of sets however small, such as those of words found nowhere", () => {
    const kept = keptMatchSets(1024 * 1024);
    for (let i = 0; i < 100_000; i++) kept.set(`'nowhere${i}'`, new Float64Array(0));
    expect(kept.size).toBeGreaterThan(1000);
    expect(kept.size).toBeLessThan(5000);
    expect(kept.get("'nowhere99999'")).toBeDefined();
    expect(kept.get("'nowhere0'")).toBeUndefined();
  });

  it("forgets everything when the index changes", () => {
    const kept = keptMatchSets();
    kept.set("a", keys(1));
    kept.clear();
    expect(kept.size).toBe(0);
    expect(kept.get("a")).toBeUndefined();
  });
});
