import type { SearchRecord } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { SearchRecord };

/** Filters of GET /api/v1/searchrecord/list (api-contract §4.9). */
export type SearchRecordFilter = {
  keywords?: string;
  user_id?: number;
  ip?: string;
  /** [start, end] as RFC 3339 */
  created_at?: string[];
};

/** The search record endpoints of api-contract §4.9. */
export const searchRecordApi = {
  listPath: "/api/v1/searchrecord/list",
  remove: (ids: number[]) => api.delete<object>("/api/v1/searchrecord", { id: ids }),
};
