import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { DialectName } from "../../db/database.js";
import { startOfToday } from "../../db/list-query.js";
import { changeCredits } from "./change-credits.js";

export interface DailyReward {
  userId: number;
  amount: number;
  /** Rewards of this reason per user and day; 0 = none. */
  dailyLimit: number;
  /** Ledger reason, counted for the limit: document_collected, document_commented… */
  reason: string;
  refType: string;
  refId: number;
}

/** How many ledger rows of this reason the user got since local midnight (the count a daily limit is checked on). */
export async function rewardsToday(db: Kysely<Database> | Transaction<Database>, userId: number, reason: string): Promise<number> {
  const { n } = await db
    .selectFrom("credit_ledger")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("reason", "=", reason)
    .where("created_at", ">=", startOfToday())
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Credits a user earns for something others did (their document favorited, commented…), at most `dailyLimit`
 * times a day, through the ledger in the caller's transaction. The user's row is locked first (PostgreSQL;
 * SQLite runs one write transaction at a time) so concurrent rewards cannot exceed the limit.
 * Returns whether credits were given.
 */
export async function rewardWithinDailyLimit(trx: Transaction<Database>, dialect: DialectName, reward: DailyReward): Promise<boolean> {
  if (reward.amount <= 0 || reward.dailyLimit <= 0) return false;
  const lock = trx.selectFrom("user").select("id").where("id", "=", reward.userId);
  if (!(await (dialect === "postgres" ? lock.forUpdate() : lock).executeTakeFirst())) return false;
  if ((await rewardsToday(trx, reward.userId, reward.reason)) >= reward.dailyLimit) return false;
  await changeCredits(trx, { userId: reward.userId, delta: reward.amount, reason: reward.reason, refType: reward.refType, refId: reward.refId });
  return true;
}
