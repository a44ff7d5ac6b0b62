import { documentEndpoints } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

/** The review commands an administrator gives from the document page (PUT /api/v1/document/check). */
export const reviewApi = {
  approve: (id: number) => callApi(documentEndpoints.check, { body: { id: [id], status: 0 } }),
  reject: (id: number, reason: string) =>
    callApi(documentEndpoints.check, { body: { id: [id], status: 7, ...(reason ? { reject_reason: reason } : {}) } }),
};
