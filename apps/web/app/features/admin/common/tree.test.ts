import { describe, expect, it } from "vitest";
import { buildTree, parentOptions, subtreeIds } from "./tree";

const rows = [
  { id: 1, parent_id: 0, sort: 1, title: "a" },
  { id: 2, parent_id: 1, sort: 0, title: "a1" },
  { id: 3, parent_id: 0, sort: 5, title: "b" },
  { id: 4, parent_id: 2, sort: 0, title: "a1x" },
  { id: 5, parent_id: 99, sort: 0, title: "orphan" },
];

describe("buildTree", () => {
  it("nests rows under their parents, higher sort first, orphans at the top", () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.id)).toEqual([3, 1, 5]);
    expect(tree[1].children?.[0]?.children?.[0]?.id).toBe(4);
    expect("children" in tree[0]).toBe(false);
  });

  it("survives a cycle", () => {
    const tree = buildTree([
      { id: 1, parent_id: 2 },
      { id: 2, parent_id: 1 },
    ]);
    expect(tree.map((n) => n.id)).toEqual([1]);
    expect(tree[0].children?.map((n) => n.id)).toEqual([2]);
  });
});

describe("parent choices", () => {
  it("disables the edited row and its descendants", () => {
    expect([...subtreeIds(rows, 1)].sort()).toEqual([1, 2, 4]);
    const options = parentOptions(rows, "top", 1);
    expect(options[0]).toEqual({ value: 0, title: "top" });
    const a = options.find((o) => o.value === 1)!;
    expect(a.disabled).toBe(true);
    expect(a.children?.[0]?.disabled).toBe(true);
    expect(options.find((o) => o.value === 3)?.disabled).toBe(false);
  });
});
