import { api } from "../../../lib/api-client";

/** The recycle bin endpoints of api-contract §4.2 (RecycleAPI). */
export const recycleApi = {
  listPath: "/api/v1/document/recycle",
  restore: (ids: number[]) => api.put<object>("/api/v1/document/recycle", { id: ids }),
  purge: (ids: number[]) => api.delete<object>("/api/v1/document/recycle", { id: ids }),
  empty: () => api.delete<object>("/api/v1/document/recycle/all"),
};
