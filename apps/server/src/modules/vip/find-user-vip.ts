import { vipMessages, type UserVip } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import type { UserRow } from "../session/actor.js";
import { findActiveVipPeriod } from "./active-vip-period.js";
import { toUserVip } from "./vip-view.js";

/** GET /api/v1/user/vip/order: the VIP period bought by one of the caller's own orders; 404 otherwise. */
export async function findVipOfOrder(ctx: AppContext, user: UserRow, orderNo: string): Promise<UserVip> {
  const row = await ctx.db.kysely
    .selectFrom("user_vip")
    .selectAll()
    .where("user_id", "=", user.id)
    .where("order_no", "=", orderNo)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) throw notFound(vipMessages.notFound);
  return toUserVip(row, user.username);
}

/** GET /api/v1/user/vip/active: the caller's VIP period running now; 404 when none runs. */
export async function findActiveVip(ctx: AppContext, user: UserRow): Promise<UserVip> {
  const row = await findActiveVipPeriod(ctx.db.kysely, Number(user.id), new Date());
  if (!row) throw notFound(vipMessages.notFound);
  return toUserVip(row, user.username);
}
