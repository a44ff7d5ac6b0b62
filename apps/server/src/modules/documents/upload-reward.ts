import type { AppContext } from "../../context.js";
import { changeCredits } from "../credits/change-credits.js";
import { rewardsToday } from "../credits/daily-reward.js";
import type { Executor } from "./document-access.js";

export const uploadRewardReason = "upload_document";

/**
 * Credits for uploading, through the ledger: `score.upload_document` per new document, for at most
 * `score.upload_document_limit` documents a day (0 = no reward). Runs in the creating transaction, after the
 * uploader's row was locked by the document count update, so concurrent uploads cannot exceed the limit.
 */
export interface UploadRewardRule {
  amount: number;
  perDay: number;
}

/** Read before the transaction: inside it nothing may query outside it (SQLite has one connection). */
export async function readUploadRewardRule(ctx: AppContext): Promise<UploadRewardRule> {
  return {
    amount: Math.floor(await ctx.settings.number("score", "upload_document")),
    perDay: Math.floor(await ctx.settings.number("score", "upload_document_limit")),
  };
}

export async function rewardUploads(trx: Executor, rule: UploadRewardRule, userId: number, documentIds: number[]): Promise<number> {
  const { amount, perDay: limit } = rule;
  if (amount <= 0 || limit <= 0 || documentIds.length === 0) return 0;
  const rewarded = documentIds.slice(0, Math.max(0, limit - (await rewardsToday(trx, userId, uploadRewardReason))));
  for (const documentId of rewarded) {
    await changeCredits(trx, { userId, delta: amount, reason: uploadRewardReason, refType: "document", refId: documentId, remark: "上传文档奖励" });
  }
  return rewarded.length;
}
