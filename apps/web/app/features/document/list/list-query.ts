import { documentExtGroups, type DocumentExtGroup, type DocumentListQuery } from "@wenku/contract";

export const typeGroups = Object.keys(documentExtGroups) as DocumentExtGroup[];
export const sortKeys = ["latest", "views", "downloads", "rating", "pages"] as const;
export const feeTypes = ["free", "charge"] as const;
export type SortKey = (typeof sortKeys)[number];
export type FeeType = (typeof feeTypes)[number];

/** Documents a list page shows (the public list allows at most 24). */
export const listPageSize = 20;

const orderOf: Record<SortKey, string> = {
  latest: "id desc",
  views: "view_count desc",
  downloads: "download_count desc",
  rating: "score desc",
  pages: "pages desc",
};

/** The filters of a document list, as the address holds them: ?ext=&sort=&fee_type=&language=&page=. */
export interface ListFilters {
  ext?: DocumentExtGroup;
  sort: SortKey;
  fee?: FeeType;
  language?: string;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** Reads the filters from the address; unknown values are ignored. */
export function parseListFilters(params: URLSearchParams): ListFilters {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const language = params.get("language")?.trim();
  return {
    ext: oneOf(typeGroups, params.get("ext")),
    sort: oneOf(sortKeys, params.get("sort")) ?? "latest",
    fee: oneOf(feeTypes, params.get("fee_type")),
    language: language || undefined,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The GET /api/v1/document/list query of a list page. */
export function listApiQuery(filters: ListFilters, extra: Partial<DocumentListQuery> = {}): Partial<DocumentListQuery> {
  return {
    page: filters.page,
    size: listPageSize,
    order: orderOf[filters.sort],
    ...(filters.ext ? { ext: filters.ext } : {}),
    ...(filters.fee ? { fee_type: filters.fee } : {}),
    ...(filters.language ? { language: [filters.language] } : {}),
    ...extra,
  };
}

/** The address of the same list with some filters changed; any change but the page starts again at page 1. */
export function filterHref(pathname: string, filters: ListFilters, patch: Partial<ListFilters>): string {
  const next: ListFilters = { ...filters, ...patch, page: patch.page ?? 1 };
  const params = new URLSearchParams();
  if (next.ext) params.set("ext", next.ext);
  if (next.sort !== "latest") params.set("sort", next.sort);
  if (next.fee) params.set("fee_type", next.fee);
  if (next.language) params.set("language", next.language);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
