import { commentEndpoints, type CommentView } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

/** A comment in the back office (api-contract §2 Comment), with its item's title and key. */
export type AdminComment = CommentView;

/** The review endpoints of api-contract §4.5. */
export const commentAdminApi = {
  listRoute: commentEndpoints.list,
  check: (ids: number[], status: number) => callApi(commentEndpoints.check, { body: { id: ids, status } }),
  update: (id: number, content: string, status: number) => callApi(commentEndpoints.update, { body: { id, content, status } }),
  remove: (ids: number[]) => callApi(commentEndpoints.remove, { query: { id: ids } }),
};
