import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { DialectName } from "../../db/database.js";
import { rewardWithinDailyLimit } from "../credits/daily-reward.js";

export interface CollectedReward {
  /** score.document_collected */
  amount: number;
  /** score.document_collected_limit: rewards per uploader per day */
  dailyLimit: number;
}

/**
 * Credits the uploader earns when someone else favorites their document, at most `dailyLimit` times a day,
 * through the ledger in the caller's transaction.
 */
export async function rewardCollected(trx: Transaction<Database>, dialect: DialectName, uploaderId: number, documentId: number, reward: CollectedReward) {
  await rewardWithinDailyLimit(trx, dialect, { userId: uploaderId, ...reward, reason: "document_collected", refType: "document", refId: documentId });
}
