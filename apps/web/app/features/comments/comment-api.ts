import { api } from "../../lib/api-client";

/** A comment as the section shows it (api-contract §2 Comment, with our `content_html`). */
export interface Comment {
  id: number;
  parent_id: number;
  content: string;
  /** the text as inert HTML made by the server: escaped, <br> line breaks, http(s) links */
  content_html: string;
  document_id: number;
  /** 0 pending, 1 approved, 2 rejected */
  status: number;
  user_id: number;
  user?: { id: number; username: string; avatar: string };
  /** 0 document, 1 article */
  type: number;
  created_at: string;
}

export interface NewComment {
  type: number;
  document_id: number;
  parent_id: number;
  content: string;
  captcha_id?: string;
  captcha?: string;
}

/** The comment endpoints of api-contract §4.5 that members use. */
export const commentApi = {
  /** Every comment of an item the visitor may see: approved ones and their own. */
  async list(type: number, itemId: number): Promise<Comment[]> {
    const reply = await api.get<{ comment?: Comment[] }>("/api/v1/comment/list", { document_id: itemId, type });
    return reply.comment ?? [];
  },
  post: (comment: NewComment) => api.post<Comment>("/api/v1/comment", comment),
  remove: (ids: number[]) => api.delete<object>("/api/v1/comment", { id: ids }),
};
