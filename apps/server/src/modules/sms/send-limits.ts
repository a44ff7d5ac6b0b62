import { smsMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { tooManyRequests } from "../../http/errors.js";
import type { SmsConfig } from "./sms-config.js";
import { SMS_RESEND_MS } from "./sms-code.js";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const since = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * The send limits, counted over the send log (so a restart does not reset them), the row of this send included:
 * one code per number every SMS_RESEND_MS, at most `limits.mobilePerHour` and `mobilePerDay` per number and
 * `ipPerHour` per address. Two requests at once both see each other's row, so neither slips past a limit.
 * Refused: the row is removed again and 429 短信发送过于频繁.
 */
export async function enforceSendLimits(ctx: AppContext, config: SmsConfig, row: { id: number; mobile: string; ip: string }): Promise<void> {
  const db = ctx.db.kysely;
  const countSince = async (column: "mobile" | "ip", value: string, ms: number) => {
    const result = await db
      .selectFrom("sms")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where(column, "=", value)
      .where("created_at", ">=", since(ms))
      .executeTakeFirstOrThrow();
    return Number(result.n);
  };
  const over =
    (await countSince("mobile", row.mobile, SMS_RESEND_MS)) > 1 ||
    (await countSince("mobile", row.mobile, HOUR_MS)) > config.limits.mobilePerHour ||
    (await countSince("mobile", row.mobile, DAY_MS)) > config.limits.mobilePerDay ||
    (row.ip !== "" && (await countSince("ip", row.ip, HOUR_MS)) > config.limits.ipPerHour);
  if (!over) return;
  await db.deleteFrom("sms").where("id", "=", row.id).execute();
  throw tooManyRequests(smsMessages.tooFrequent);
}
