import type { SiteCategory } from "../lib/site-types";
import { describe, expect, it } from "vitest";
import { categoryChain, deepestCategory } from "./category-path";

const category = (id: number, parent_id: number, title: string) => ({ id, parent_id, title, type: 0, enable: true }) as SiteCategory;

describe("category paths", () => {
  it("finds the most specific of a document's categories", () => {
    expect(deepestCategory([{ id: 1, parent_id: 0, title: "教育" }, { id: 5, parent_id: 1, title: "高中" }])?.id).toBe(5);
    expect(deepestCategory([])).toBeUndefined();
  });

  it("walks from a category up to its root", () => {
    const all = [category(1, 0, "教育"), category(5, 1, "高中"), category(9, 5, "数学"), category(2, 0, "其他")];
    expect(categoryChain(all, 9).map((c) => c.title)).toEqual(["教育", "高中", "数学"]);
    expect(categoryChain(all, 42)).toEqual([]);
  });
});
