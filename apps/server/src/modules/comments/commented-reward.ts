import { ItemType } from "@wenku/contract";
import type { Transaction } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { rewardWithinDailyLimit } from "../credits/daily-reward.js";

export interface CommentedReward {
  /** score.document_commented */
  amount: number;
  /** score.document_commented_limit: rewards per uploader per day */
  dailyLimit: number;
}

export async function readCommentedReward(ctx: AppContext): Promise<CommentedReward> {
  return {
    amount: Math.max(0, Math.floor(await ctx.settings.number("score", "document_commented"))),
    dailyLimit: Math.max(0, Math.floor(await ctx.settings.number("score", "document_commented_limit"))),
  };
}

const reason = "document_commented";

/**
 * The uploader of a commented document earns score.document_commented when a comment of someone else is approved,
 * at most document_commented_limit times a day and once per comment (an approval undone and given again pays
 * nothing more), through the ledger in the caller's transaction. Articles have no such setting and earn nothing.
 */
export async function rewardApprovedComments(
  ctx: AppContext,
  trx: Transaction<Database>,
  rule: CommentedReward,
  comments: Array<{ id: number; type: number; document_id: number; user_id: number }>,
): Promise<void> {
  if (rule.amount <= 0 || rule.dailyLimit <= 0) return;
  for (const comment of comments) {
    if (comment.type !== ItemType.document) continue;
    const doc = await trx.selectFrom("document").select("user_id").where("id", "=", Number(comment.document_id)).executeTakeFirst();
    if (!doc || Number(doc.user_id) === Number(comment.user_id)) continue;
    const paid = await trx
      .selectFrom("credit_ledger")
      .select("id")
      .where("reason", "=", reason)
      .where("ref_type", "=", "comment")
      .where("ref_id", "=", Number(comment.id))
      .executeTakeFirst();
    if (paid) continue;
    await rewardWithinDailyLimit(trx, ctx.db.dialect, { userId: Number(doc.user_id), ...rule, reason, refType: "comment", refId: Number(comment.id) });
  }
}
