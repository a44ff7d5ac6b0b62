import { commentEndpoints, type ApiBodyOf, type CommentView, type UserPublic } from "@wenku/contract";
import { callApi } from "../../lib/call-api";

/**
 * A comment as the section shows it (api-contract §2 Comment, with our `content_html`): the contract's view, and its
 * author as far as the section needs.
 */
export type Comment = Omit<CommentView, "user"> & { user?: Pick<UserPublic, "id" | "username" | "avatar"> };

/** The comment endpoints of api-contract §4.5 that members use. */
export const commentApi = {
  /** Every comment of an item the visitor may see: approved ones and their own. */
  async list(type: number, itemId: number): Promise<Comment[]> {
    const reply = await callApi(commentEndpoints.list, { query: { document_id: itemId, type: [type] } });
    return reply.comment;
  },
  post: (comment: ApiBodyOf<typeof commentEndpoints.create>) => callApi(commentEndpoints.create, { body: comment }),
  remove: (ids: number[]) => callApi(commentEndpoints.remove, { query: { id: ids } }),
};
