import { describe, expect, it } from "vitest";
import { longestFirst } from "./longest-first.js";

const file = (name: string, seconds: number | undefined, extra: Partial<{ project: string; isolate: boolean; groupOrder: number }> = {}) => ({
  name, seconds, project: "shared", isolate: false, groupOrder: 0, ...extra,
});

describe("the order test files start in", () => {
  it("starts the files never timed, then the longest; small slow files no longer start last", () => {
    const files = [file("large-quick", 1), file("small-slow-smoke", 95), file("new", undefined), file("medium", 30), file("tie-a", 5), file("tie-b", 5)];
    expect(longestFirst(files).map((f) => f.name)).toEqual(["new", "small-slow-smoke", "medium", "tie-a", "tie-b", "large-quick"]);
  });

  it("keeps vitest's groups: group order, then project, the isolated files first", () => {
    const files = [
      file("shared-long", 50, { project: "shared" }),
      file("isolated-short", 1, { project: "isolated", isolate: true }),
      file("later-group", 99, { groupOrder: 1 }),
      file("shared-isolated", 2, { project: "shared", isolate: true }),
    ];
    expect(longestFirst(files).map((f) => f.name)).toEqual(["isolated-short", "shared-isolated", "shared-long", "later-group"]);
  });
});
