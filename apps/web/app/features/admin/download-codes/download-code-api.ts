import { downloadCodeEndpoints, type DownloadCode } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { DownloadCode };

/** The administrator's download code calls (payment method 9). */
export const downloadCodeApi = {
  listRoute: downloadCodeEndpoints.list,
  create: async (count: number, remark: string) => (await callApi(downloadCodeEndpoints.create, { body: { count, remark } })).code,
  revoke: (ids: number[]) => callApi(downloadCodeEndpoints.revoke, { body: { id: ids } }),
};
