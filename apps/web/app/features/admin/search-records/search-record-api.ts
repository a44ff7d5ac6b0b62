import { searchEndpoints, type SearchRecord } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";
import type { FilterOf } from "../common/use-paged-list";

export type { SearchRecord };

/** Filters of GET /api/v1/searchrecord/list (api-contract §4.9); `created_at` is [start, end] as RFC 3339. */
export type SearchRecordFilter = FilterOf<typeof searchEndpoints.recordList>;

/** The search record endpoints of api-contract §4.9. */
export const searchRecordApi = {
  listRoute: searchEndpoints.recordList,
  remove: (ids: number[]) => callApi(searchEndpoints.recordRemove, { query: { id: ids } }),
};
