import { ItemType } from "@wenku/contract";
import type { Transaction } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { rewardWithinDailyLimit } from "../credits/daily-reward.js";
import { unique } from "../../db/list-query.js";

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
  const onDocuments = comments.filter((comment) => comment.type === ItemType.document);
  if (onDocuments.length === 0) return;
  const documents = await trx.selectFrom("document").select(["id", "user_id"]).where("id", "in", unique(onDocuments.map((c) => Number(c.document_id)))).execute();
  const uploaderOf = new Map(documents.map((d) => [Number(d.id), Number(d.user_id)]));
  const paid = await trx
    .selectFrom("credit_ledger")
    .select("ref_id")
    .where("reason", "=", reason)
    .where("ref_type", "=", "comment")
    .where("ref_id", "in", onDocuments.map((c) => Number(c.id)))
    .execute();
  const paidComments = new Set(paid.map((p) => Number(p.ref_id)));
  for (const comment of onDocuments) {
    const uploaderId = uploaderOf.get(Number(comment.document_id));
    if (uploaderId === undefined || uploaderId === Number(comment.user_id) || paidComments.has(Number(comment.id))) continue;
    await rewardWithinDailyLimit(trx, ctx.db.dialect, { userId: uploaderId, ...rule, reason, refType: "comment", refId: Number(comment.id) });
  }
}
