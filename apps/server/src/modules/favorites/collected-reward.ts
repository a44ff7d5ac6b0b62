import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { DialectName } from "../../db/database.js";
import { changeCredits } from "../credits/change-credits.js";
import { startOfToday } from "../documents/list-helpers.js";

export interface CollectedReward {
  /** score.document_collected */
  amount: number;
  /** score.document_collected_limit: rewards per uploader per day */
  dailyLimit: number;
}

/**
 * Credits the uploader earns when someone else favorites their document, at most `dailyLimit` times a day,
 * through the ledger in the caller's transaction. The uploader's row is locked first so concurrent favorites
 * cannot exceed the limit.
 */
export async function rewardCollected(trx: Transaction<Database>, dialect: DialectName, uploaderId: number, documentId: number, reward: CollectedReward) {
  if (reward.amount <= 0 || reward.dailyLimit <= 0) return;
  const lock = trx.selectFrom("user").select("id").where("id", "=", uploaderId);
  if (!(await (dialect === "postgres" ? lock.forUpdate() : lock).executeTakeFirst())) return;
  const { n } = await trx
    .selectFrom("credit_ledger")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", uploaderId)
    .where("reason", "=", "document_collected")
    .where("created_at", ">=", startOfToday())
    .executeTakeFirstOrThrow();
  if (Number(n) >= reward.dailyLimit) return;
  await changeCredits(trx, { userId: uploaderId, delta: reward.amount, reason: "document_collected", refType: "document", refId: documentId });
}
