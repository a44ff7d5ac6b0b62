import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { lockVipExpiry, setVipExpiry } from "../users/vip-expiry.js";
import type { VipPlanTerms } from "./vip-plans.js";
import { vipPeriodEnd } from "./vip-duration.js";

/**
 * Adds one VIP period for a bought plan in the caller's transaction. Periods stack: the new one starts when the
 * user's VIP time ends (or now, when it has ended) and lasts 365 / 90 / 30 days; `user.vip_expired_at` moves to its
 * end. The user row is touched first, which locks it on PostgreSQL, so two grants at once follow each other.
 */
export async function grantVipPeriod(
  trx: Transaction<Database>,
  grant: { userId: number; terms: VipPlanTerms; orderNo: string; now: Date },
): Promise<void> {
  const { userId, terms, orderNo, now } = grant;
  const nowIso = now.toISOString();
  const user = await lockVipExpiry(trx, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  const last = await trx.selectFrom("user_vip").select("expired_at").where("user_id", "=", userId).orderBy("expired_at", "desc").limit(1).executeTakeFirst();
  const ends = [nowIso, user.vip_expired_at ?? "", last?.expired_at ?? ""].sort();
  const start = new Date(ends[ends.length - 1]);
  const end = vipPeriodEnd(start, terms.period);
  await trx
    .insertInto("user_vip")
    .values({
      user_id: userId,
      type: terms.period,
      order_no: orderNo,
      times: terms.timesEveryDay,
      download: terms.download,
      download_used: 0,
      discount: terms.documentDiscount,
      joined_at: start.toISOString(),
      expired_at: end.toISOString(),
      created_at: nowIso,
      updated_at: nowIso,
    })
    .execute();
  await setVipExpiry(trx, userId, end.toISOString());
}
