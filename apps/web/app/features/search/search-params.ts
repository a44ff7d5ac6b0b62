import type { SearchHit } from "@wenku/contract";

/** What the /search page lets a visitor choose (spec §2: /search?wd=…&type=0|1). */
export const searchSortOptions = ["default", "latest", "views", "downloads", "rating"] as const;
export type SearchSortOption = (typeof searchSortOptions)[number];

/** Sorts that mean something for articles (no downloads or ratings). */
export const articleSortOptions: readonly SearchSortOption[] = ["default", "latest", "views"];

export const SearchKind = { document: 0, article: 1 } as const;
export type SearchKindValue = (typeof SearchKind)[keyof typeof SearchKind];

export interface SearchParams {
  wd: string;
  type: SearchKindValue;
  sort: SearchSortOption;
  page: number;
  /** extension group (pdf, doc, …); "" = any */
  ext: string;
  /** 0 = any */
  categoryId: number;
  /** language code; "" = any */
  language: string;
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** Reads the page's address; anything unknown falls back to the default. */
export function readSearchParams(query: URLSearchParams): SearchParams {
  const sort = query.get("sort") ?? "";
  return {
    wd: (query.get("wd") ?? "").trim(),
    type: query.get("type") === "1" ? SearchKind.article : SearchKind.document,
    sort: (searchSortOptions as readonly string[]).includes(sort) ? (sort as SearchSortOption) : "default",
    page: positiveInt(query.get("page")) || 1,
    ext: (query.get("ext") ?? "").trim().toLowerCase(),
    categoryId: positiveInt(query.get("category_id")),
    language: (query.get("language") ?? "").trim(),
  };
}

/**
 * The address of the page with some choices changed. Any change but the page number starts again at page 1;
 * switching between documents and articles keeps only the keyword and the order.
 */
export function searchHref(current: SearchParams, changes: Partial<SearchParams>): string {
  const typeChanged = changes.type !== undefined && changes.type !== current.type;
  const base: SearchParams = typeChanged ? { ...current, ext: "", categoryId: 0, language: "", sort: "default" } : current;
  const next: SearchParams = { ...base, page: 1, ...changes };
  const query = new URLSearchParams({ wd: next.wd });
  if (next.type === SearchKind.article) query.set("type", "1");
  if (next.sort !== "default") query.set("sort", next.sort);
  if (next.ext) query.set("ext", next.ext);
  if (next.categoryId) query.set("category_id", String(next.categoryId));
  if (next.language) query.set("language", next.language);
  if (next.page > 1) query.set("page", String(next.page));
  return `/search?${query.toString()}`;
}

/** The query of GET /api/v1/search for these choices. */
export function searchApiQuery(params: SearchParams): Record<string, string> {
  return {
    wd: params.wd,
    type: String(params.type),
    sort: params.sort,
    page: String(params.page),
    ...(params.ext ? { ext: params.ext } : {}),
    ...(params.categoryId ? { category_id: String(params.categoryId) } : {}),
    ...(params.language ? { language: params.language } : {}),
  };
}

/**
 * Where a hit leads: the document at the first matching page of its body, with the query (?q=) for the reader to
 * mark its terms there, or the article.
 */
export function hitHref(hit: Pick<SearchHit, "doc_type" | "identifier" | "page">, query = ""): string {
  if (hit.doc_type === SearchKind.article) return `/article/${encodeURIComponent(hit.identifier)}`;
  const path = `/document/${encodeURIComponent(hit.identifier)}`;
  if (hit.page <= 0) return path;
  const wd = query.trim();
  return `${path}?page=${hit.page}${wd ? `&q=${encodeURIComponent(wd)}` : ""}`;
}
