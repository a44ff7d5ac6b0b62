import { describe, expect, it } from "vitest";
import { articleListHref, readArticleListParams } from "./article-list-loader";

describe("article list address", () => {
  it("reads the category, order and page, falling back on anything unknown", () => {
    expect(readArticleListParams(new URLSearchParams("category_id=3&sort=popular&page=2"))).toEqual({ categoryId: 3, sort: "popular", page: 2 });
    expect(readArticleListParams(new URLSearchParams("category_id=x&sort=random&page=-1"))).toEqual({ categoryId: 0, sort: "latest", page: 1 });
  });

  it("writes only what differs from the default, and starts again at page 1 on another filter", () => {
    const current = { categoryId: 3, sort: "popular" as const, page: 4 };
    expect(articleListHref(current, { page: 5 })).toBe("/article?category_id=3&sort=popular&page=5");
    expect(articleListHref(current, { categoryId: 7 })).toBe("/article?category_id=7&sort=popular");
    expect(articleListHref(current, { categoryId: 0, sort: "latest" })).toBe("/article");
  });
});
