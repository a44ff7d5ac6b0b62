import { commentEndpoints, commentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { forbidden } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import type { Executor } from "../documents/document-access.js";
import { recountComments, touchesOf } from "./comment-counters.js";

/**
 * DELETE /api/v1/comment: members delete their own comments (403 when any id is someone else's), holders of the
 * permission any. Replies go with the comment they answer; counters follow.
 */
export async function deleteComments(ctx: AppContext, actor: Actor, ids: number[]): Promise<void> {
  const userId = Number(actor.requireUser().id);
  const isAdmin = await actor.holds(commentEndpoints.remove);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const targets = await trx.selectFrom("comment").select(["id", "user_id"]).where("id", "in", ids).execute();
    if (!isAdmin && targets.some((c) => Number(c.user_id) !== userId)) throw forbidden(commentMessages.notFoundOrForbidden);
    await removeCommentTrees(trx, targets.map((c) => Number(c.id)));
  });
}

/** Removes comments with every reply below them, and recounts what they touched. */
export async function removeCommentTrees(db: Executor, rootIds: number[]): Promise<void> {
  const all = new Set<number>();
  let level = rootIds;
  while (level.length > 0) {
    level.forEach((id) => all.add(id));
    const replies = await db.selectFrom("comment").select("id").where("parent_id", "in", level).execute();
    level = replies.map((r) => Number(r.id)).filter((id) => !all.has(id));
  }
  if (all.size === 0) return;
  const removed = await db.deleteFrom("comment").where("id", "in", [...all]).returning(["type", "document_id", "user_id", "parent_id"]).execute();
  const touches = touchesOf(removed);
  await recountComments(db, { ...touches, parents: touches.parents.filter((id) => !all.has(id)) });
}
