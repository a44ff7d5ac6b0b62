import type { UserVip } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { pageWindow } from "../category/list-query.js";
import { toUserVip } from "./vip-row.js";

export interface UserVipFilter {
  page?: number;
  size?: number;
  userIds: number[];
  types: number[];
}

/** VIP periods, newest first, with the member's name: GET /api/v1/uservip/list, and GET /api/v1/user/vip for one's own. */
export async function listUserVips(ctx: AppContext, filter: UserVipFilter): Promise<{ total: number; user_vip: UserVip[] }> {
  let base = ctx.db.kysely.selectFrom("user_vip").leftJoin("user", "user.id", "user_vip.user_id");
  if (filter.userIds.length) base = base.where("user_vip.user_id", "in", filter.userIds);
  if (filter.types.length) base = base.where("user_vip.type", "in", filter.types);
  const { limit, offset } = pageWindow(filter.page, filter.size, 1000);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base.selectAll("user_vip").select("user.username").orderBy("user_vip.id", "desc").limit(limit).offset(offset).execute(),
  ]);
  return { total: Number(count.n), user_vip: rows.map((row) => toUserVip(row, row.username ?? "")) };
}
