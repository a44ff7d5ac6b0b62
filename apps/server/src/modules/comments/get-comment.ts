import { commentMessages, type CommentView } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { commentRows, selectCommentColumns, toCommentViews } from "./comment-view.js";

/** GET /api/v1/comment (back office): one comment in any status, with its item. */
export async function getComment(ctx: AppContext, id: number): Promise<CommentView> {
  const row = await selectCommentColumns(commentRows(ctx.db.kysely)).where("c.id", "=", id).executeTakeFirst();
  if (!row) throw notFound(commentMessages.notFound);
  return (await toCommentViews(ctx.db.kysely, [row], true))[0];
}
