import type { DownloadCode } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { DownloadCode };

/** The administrator's download code calls (payment method 9). */
export const downloadCodeApi = {
  listPath: "/api/v1/downloadcode/list",
  create: async (count: number, remark: string) => (await api.post<{ code?: string[] }>("/api/v1/downloadcode", { count, remark })).code ?? [],
  revoke: (ids: number[]) => api.put<object>("/api/v1/downloadcode/revoke", { id: ids }),
};
