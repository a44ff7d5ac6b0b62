import { describe, expect, it } from "vitest";
import { filterHref, listApiQuery, listPageSize, parseListFilters } from "./list-query";

describe("document list filters", () => {
  it("reads known filters from the address and ignores the rest", () => {
    const filters = parseListFilters(new URLSearchParams("ext=ppt&sort=downloads&fee_type=charge&language=en&page=3"));
    expect(filters).toEqual({ ext: "ppt", sort: "downloads", fee: "charge", language: "en", page: 3 });
    expect(parseListFilters(new URLSearchParams("ext=exe&sort=random&fee_type=vip&page=-2"))).toEqual({
      ext: undefined, sort: "latest", fee: undefined, language: undefined, page: 1,
    });
  });

  it("turns filters into the list API query", () => {
    const filters = parseListFilters(new URLSearchParams("ext=pdf&sort=rating&fee_type=free&language=zh-CN&page=2"));
    expect(listApiQuery(filters, { category_id: [7] })).toEqual({
      page: 2, size: listPageSize, order: "score desc", ext: "pdf", fee_type: "free", language: ["zh-CN"], category_id: [7],
    });
    expect(listApiQuery(parseListFilters(new URLSearchParams()))).toEqual({ page: 1, size: listPageSize, order: "id desc" });
  });

  it("builds filter links that start again at page 1 unless the page changes", () => {
    const filters = parseListFilters(new URLSearchParams("ext=doc&page=4"));
    expect(filterHref("/category/3", filters, { sort: "views" })).toBe("/category/3?ext=doc&sort=views");
    expect(filterHref("/document", filters, { ext: undefined })).toBe("/document");
    expect(filterHref("/document", filters, { page: 5 })).toBe("/document?ext=doc&page=5");
  });
});
