import { api } from "../../../lib/api-client";

/** Report (api-contract §2) of a document or an article, with the reporter's name and the item's title and key. */
export interface Report {
  id: number;
  /** the document id, or the article id when type is 1 */
  document_id: number;
  /** 0 document, 1 article */
  type: number;
  user_id: number;
  username: string;
  /** 1 spam/ads, 2 porn, 3 fake prize, 4 sensitive info, 5 personal attack, 6 harassment */
  reason: number;
  /** processed */
  status: boolean;
  remark: string;
  document_title: string;
  /** document uuid or article identifier */
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
