import type { AppContext } from "../../context.js";
import "./tables.js";

/**
 * Kept whatever their age: a payment that reached an order after it closed ("closed", money awaiting a manual
 * refund, shown on the order) and a settlement that failed ("failed"). Only signed notifications lead to them.
 */
export const KEPT_OUTCOMES = ["closed", "failed"];
/** Rows deleted per statement, so that a long backlog never holds the database for long. */
const BATCH = 2_000;

/** Deletes payment notifications older than pay.notification_retention_days (0 or less keeps them forever). */
export async function purgePaymentNotifications(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const days = await ctx.settings.number("pay", "notification_retention_days");
  if (!(days > 0)) return 0;
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  const db = ctx.db.kysely;
  let deleted = 0;
  for (;;) {
    const batch = db.selectFrom("payment_notification").select("id").where("created_at", "<", before).where("outcome", "not in", KEPT_OUTCOMES).limit(BATCH);
    const result = await db.deleteFrom("payment_notification").where("id", "in", batch).executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < BATCH) return deleted;
  }
}
