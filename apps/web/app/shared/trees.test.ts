import type { Category } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { categoryTree } from "./trees";

const category = (id: number, parent_id: number, type: number, extra: Partial<Category> = {}): Category => ({
  id, parent_id, type, title: `c${id}`, doc_count: 1, sort: 0, enable: true, icon: "", cover: "", description: "",
  show_description: false, created_at: "", updated_at: "", ...extra,
});

describe("categoryTree", () => {
  const all = [
    category(1, 0, 0), category(2, 1, 0), category(3, 1, 0, { enable: false }), category(4, 0, 0, { doc_count: 0 }),
    category(5, 0, 1), category(6, 5, 1),
  ];

  it("nests enabled categories of one type under their parents", () => {
    const trees = categoryTree(all, 0);
    expect(trees.map((t) => t.id)).toEqual([1, 4]);
    expect(trees[0].children.map((c) => c.id)).toEqual([2]);
    expect(categoryTree(all, 1).map((t) => [t.id, t.children.map((c) => c.id)])).toEqual([[5, [6]]]);
  });

  it("hides document categories without documents when asked", () => {
    expect(categoryTree(all, 0, true).map((t) => t.id)).toEqual([1]);
  });
});
