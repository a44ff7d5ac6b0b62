import { CommentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { recountComments, touchesOf } from "./comment-counters.js";
import { readCommentedReward, rewardApprovedComments } from "./commented-reward.js";

export interface CommentChange {
  status?: number;
  content?: string;
}

/**
 * Applies a review decision or an edit to comments in one transaction: counters of the items, authors and parents
 * follow, and comments newly approved earn their document's uploader the comment reward. Returns the ids changed.
 */
export async function changeComments(ctx: AppContext, ids: number[], change: CommentChange): Promise<number[]> {
  const reward = await readCommentedReward(ctx);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("comment").select(["id", "type", "document_id", "user_id", "parent_id", "status"]).where("id", "in", ids).execute();
    if (before.length === 0) return [];
    await trx
      .updateTable("comment")
      .set({
        ...(change.status === undefined ? {} : { status: change.status }),
        ...(change.content === undefined ? {} : { content: change.content }),
        updated_at: nowIso(),
      })
      .where("id", "in", before.map((c) => c.id))
      .execute();
    const statusChanged = before.filter((c) => change.status !== undefined && c.status !== change.status);
    if (statusChanged.length > 0) await recountComments(trx, touchesOf(statusChanged));
    if (change.status === CommentStatus.approved) {
      const approved = statusChanged.map((c) => ({ id: Number(c.id), type: c.type, document_id: Number(c.document_id), user_id: Number(c.user_id) }));
      await rewardApprovedComments(ctx, trx, reward, approved);
    }
    return before.map((c) => Number(c.id));
  });
}
