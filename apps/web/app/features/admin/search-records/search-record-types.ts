import type { SearchRecord, searchEndpoints } from "@wenku/contract";
import type { FilterOf } from "../common/use-paged-list";

export type { SearchRecord };

/** Filters of GET /api/v1/searchrecord/list (api-contract §4.9); `created_at` is [start, end] as RFC 3339. */
export type SearchRecordFilter = FilterOf<typeof searchEndpoints.recordList>;
