import type { AppContext } from "../../context.js";
import { dayNumber } from "./today.js";

/**
 * Today's sign-in of the user; before it, one with id 0 (not signed, spec §4), answered 200 so that a page asking
 * every visit is not an error (api-contract §4.1 had 404 您今天还没有签到; clients test `id > 0` either way).
 */
export async function getTodaySign(ctx: AppContext, userId: number) {
  const today = dayNumber();
  const row = await ctx.db.kysely
    .selectFrom("sign")
    .select(["id", "user_id", "sign_at", "award", "ip", "created_at"])
    .where("user_id", "=", userId)
    .where("sign_at", "=", today)
    .executeTakeFirst();
  if (!row) return { id: 0, user_id: userId, sign_at: today, award: 0, ip: "", created_at: "" };
  return { ...row, id: Number(row.id), user_id: Number(row.user_id) };
}
