import { api } from "../../../lib/api-client";

/** Report (api-contract §2), with the reporter's name and the document's title and uuid. */
export interface Report {
  id: number;
  document_id: number;
  user_id: number;
  username: string;
  /** 1 spam/ads, 2 porn, 3 fake prize, 4 sensitive info, 5 personal attack, 6 harassment */
  reason: number;
  /** processed */
  status: boolean;
  remark: string;
  document_title: string;
  document_uuid: string;
  created_at: string;
  updated_at: string;
}

/** The report endpoints of api-contract §4.7. */
export const reportApi = {
  listPath: "/api/v1/report/list",
  process: (id: number, processed: boolean, remark: string) => api.put<object>("/api/v1/report", { id, status: processed, remark }),
  remove: (ids: number[]) => api.delete<object>("/api/v1/report", { id: ids }),
};
