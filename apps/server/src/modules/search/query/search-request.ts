import { extGroupOf, searchExtFilters, type SearchQuery, type SearchSort } from "@wenku/contract";
import type { SearchFilters, SortField } from "../backend/types.js";
import { parseDateRange } from "./date-range.js";

export interface SearchRequest {
  wd: string;
  page: number;
  /** undefined: the search.page_size setting */
  size?: number;
  /** null: relevance */
  sort: SortField | null;
  filters: SearchFilters;
}

const sortFields: Record<SearchSort, SortField | null> = {
  default: null,
  relevance: null,
  latest: "created_at",
  views: "view_count",
  view_count: "view_count",
  downloads: "download_count",
  download_count: "download_count",
  rating: "score",
  score: "score",
  pages: "pages",
  size: "size",
};

function extGroup(ext: string | undefined): string | undefined {
  const value = ext?.trim().toLowerCase();
  if (!value || value === "all") return undefined;
  if ((searchExtFilters as readonly string[]).includes(value)) return value;
  return extGroupOf(value) ?? value;
}

/** The validated query string of a search route as a request; `docType` fixes the type for the per-type routes. */
export function searchRequest(query: SearchQuery, docType?: 0 | 1): SearchRequest {
  const range = parseDateRange(query.created_at);
  const type = docType ?? (query.type === 0 || query.type === 1 ? query.type : undefined);
  return {
    wd: (query.wd ?? "").trim(),
    page: Math.max(1, query.page ?? 1),
    size: query.size,
    sort: sortFields[query.sort],
    filters: {
      docType: type,
      categoryIds: query.category_id.filter((id) => id > 0),
      extGroup: type === 1 ? undefined : extGroup(query.ext),
      languages: query.language.map((l) => l.trim()).filter((l) => l && l !== "all"),
      userId: query.user_id && query.user_id > 0 ? query.user_id : undefined,
      createdFrom: range.from,
      createdTo: range.to,
      fee: query.fee_type === "free" || query.fee_type === "charge" ? query.fee_type : undefined,
    },
  };
}
