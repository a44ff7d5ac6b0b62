import { api } from "../../../lib/api-client";
import type { Comment } from "../../comments/comment-api";

/** A comment in the back office (api-contract §2 Comment), with its item's title and key. */
export interface AdminComment extends Omit<Comment, "user"> {
  comment_count: number;
  user?: { id: number; username: string };
  document_title: string;
  /** document uuid or article identifier */
  document_uuid: string;
}

/** The review endpoints of api-contract §4.5. */
export const commentAdminApi = {
  listPath: "/api/v1/comment/list",
  check: (ids: number[], status: number) => api.post<object>("/api/v1/comment/check", { id: ids, status }),
  update: (id: number, content: string, status: number) => api.put<object>("/api/v1/comment", { id, content, status }),
  remove: (ids: number[]) => api.delete<object>("/api/v1/comment", { id: ids }),
};
