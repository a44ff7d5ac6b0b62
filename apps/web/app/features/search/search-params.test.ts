import { describe, expect, it } from "vitest";
import { hitHref, readSearchParams, searchApiQuery, searchHref } from "./search-params";

const read = (query: string) => readSearchParams(new URLSearchParams(query));

describe("readSearchParams", () => {
  it("reads the keyword, type and filters", () => {
    expect(read("wd=%20中文%20&type=1&sort=latest&page=3&ext=PDF&category_id=7&language=zh-CN")).toEqual({
      wd: "中文", type: 1, sort: "latest", page: 3, ext: "pdf", categoryId: 7, language: "zh-CN",
    });
  });

  it("falls back to the defaults for unknown or missing values", () => {
    expect(read("type=9&sort=random&page=-2&category_id=x")).toEqual({
      wd: "", type: 0, sort: "default", page: 1, ext: "", categoryId: 0, language: "",
    });
  });
});

describe("searchHref", () => {
  const current = read("wd=文库&sort=views&ext=pdf&category_id=3&language=en&page=4");

  it("starts again at page 1 when a filter changes", () => {
    expect(searchHref(current, { language: "" })).toBe("/search?wd=%E6%96%87%E5%BA%93&sort=views&ext=pdf&category_id=3");
  });

  it("keeps the filters when only the page changes", () => {
    expect(searchHref(current, { page: 5 })).toContain("&page=5");
    expect(searchHref(current, { page: 5 })).toContain("category_id=3");
  });

  it("keeps only the keyword when switching to articles", () => {
    expect(searchHref(current, { type: 1 })).toBe("/search?wd=%E6%96%87%E5%BA%93&type=1");
  });
});

describe("searchApiQuery", () => {
  it("sends the type always and filters only when chosen", () => {
    expect(searchApiQuery(read("wd=a"))).toEqual({ wd: "a", type: "0", sort: "default", page: "1" });
    expect(searchApiQuery(read("wd=a&category_id=2&ext=doc"))).toMatchObject({ category_id: "2", ext: "doc" });
  });
});

describe("hitHref", () => {
  it("opens a document at its first matching page", () => {
    expect(hitHref({ doc_type: 0, identifier: "abc", page: 2 })).toBe("/document/abc?page=2");
    expect(hitHref({ doc_type: 0, identifier: "abc", page: 0 })).toBe("/document/abc");
  });

  it("carries the query for the reader to mark on that page", () => {
    expect(hitHref({ doc_type: 0, identifier: "abc", page: 13 }, " 文库 mupdf ")).toBe("/document/abc?page=13&q=%E6%96%87%E5%BA%93%20mupdf");
    expect(hitHref({ doc_type: 0, identifier: "abc", page: 0 }, "文库")).toBe("/document/abc");
  });

  it("opens an article by its identifier", () => {
    expect(hitHref({ doc_type: 1, identifier: "about us", page: 0 })).toBe("/article/about%20us");
  });
});
