import { recycleEndpoints } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

/** The recycle bin endpoints of api-contract §4.2 (RecycleAPI). */
export const recycleApi = {
  listRoute: recycleEndpoints.list,
  restore: (ids: number[]) => callApi(recycleEndpoints.restore, { body: { id: ids } }),
  purge: (ids: number[]) => callApi(recycleEndpoints.purge, { query: { id: ids } }),
  empty: () => callApi(recycleEndpoints.empty),
};
