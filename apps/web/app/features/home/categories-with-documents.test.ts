import type { Category } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { categoryTree } from "../../shared/trees";
import { categoriesWithDocuments } from "./categories-with-documents";

const category = (id: number, parent_id: number, doc_count: number): Category => ({
  id, parent_id, type: 0, title: `c${id}`, doc_count, sort: 0, enable: true, icon: "", cover: "", description: "",
  show_description: false, created_at: "", updated_at: "",
});

describe("categoriesWithDocuments", () => {
  it("keeps a category with documents of its own or in a sub-category, and only such sub-categories", () => {
    const trees = categoryTree([category(1, 0, 3), category(2, 1, 0), category(3, 1, 2), category(4, 0, 0), category(5, 4, 1), category(6, 0, 0), category(7, 6, 0)], 0);
    const kept = categoriesWithDocuments(trees);
    expect(kept.map((root) => [root.id, root.children.map((child) => child.id)])).toEqual([[1, [3]], [4, [5]]]);
  });

  it("leaves nothing of a site without documents", () => {
    expect(categoriesWithDocuments(categoryTree([category(1, 0, 0), category(2, 1, 0)], 0))).toEqual([]);
  });
});
