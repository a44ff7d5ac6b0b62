import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { dayNumber } from "./today.js";

/** Today's sign-in of the user; 404 您今天还没有签到 when there is none. */
export async function getTodaySign(ctx: AppContext, userId: number) {
  const row = await ctx.db.kysely
    .selectFrom("sign")
    .select(["id", "user_id", "sign_at", "award", "ip", "created_at"])
    .where("user_id", "=", userId)
    .where("sign_at", "=", dayNumber())
    .executeTakeFirst();
  if (!row) throw notFound("您今天还没有签到");
  return { ...row, id: Number(row.id), user_id: Number(row.user_id) };
}
