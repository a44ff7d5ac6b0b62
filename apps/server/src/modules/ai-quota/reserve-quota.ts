import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/columns.js";
import { AppError } from "../../http/errors.js";
import { dayNumber, localDateTime, nextMidnight } from "./local-day.js";
import type { QuotaLimits } from "./quota-limits.js";
import "./tables.js";

type Executor = Kysely<Database> | Transaction<Database>;

/** Where one message's quota came from, kept with the answer so that a refund goes back to the same place. */
export interface QuotaReservation {
  day: number;
  source: "daily" | "extra";
}

/**
 * Takes one message of quota, atomically: a single conditional upsert on the user's row of the day counts it
 * against the daily limits (messages and tokens), else one conditional update takes a bought message. Concurrent
 * requests can never take more than the limits, on SQLite and PostgreSQL alike. 429 when both are exhausted.
 */
export async function reserveQuota(db: Executor, userId: number, limits: QuotaLimits, topUpHint = "", now = new Date()): Promise<QuotaReservation> {
  const day = dayNumber(now);
  const at = nowIso();
  if (limits.messages > 0 && limits.tokens > 0) {
    const counted = await db
      .insertInto("ai_usage")
      .values({ user_id: userId, day, messages: 1, tokens: 0, created_at: at, updated_at: at })
      .onConflict((oc) =>
        oc
          .columns(["user_id", "day"])
          .doUpdateSet((eb) => ({ messages: eb("ai_usage.messages", "+", 1), updated_at: at }))
          .where("ai_usage.messages", "<", limits.messages)
          .where("ai_usage.tokens", "<", limits.tokens),
      )
      .returning("messages")
      .executeTakeFirst();
    if (counted) return { day, source: "daily" };
  }
  const bought = await db
    .updateTable("ai_extra_quota")
    .set((eb) => ({ messages: eb("messages", "-", 1), updated_at: at }))
    .where("user_id", "=", userId)
    .where("messages", ">", 0)
    .returning("messages")
    .executeTakeFirst();
  if (bought) return { day, source: "extra" };
  throw await exhausted(db, userId, day, limits, topUpHint, now);
}

async function exhausted(db: Executor, userId: number, day: number, limits: QuotaLimits, topUpHint: string, now: Date): Promise<AppError> {
  const usage = await db.selectFrom("ai_usage").select(["messages", "tokens"]).where("user_id", "=", userId).where("day", "=", day).executeTakeFirst();
  const tokensOut = limits.tokens <= 0 || Number(usage?.tokens ?? 0) >= limits.tokens;
  const what = tokensOut && limits.messages > Number(usage?.messages ?? 0) ? "AI Token 额度" : "AI 对话额度";
  return new AppError(429, `今日 ${what}已用完，将于 ${localDateTime(nextMidnight(now))} 重置${topUpHint}`);
}
