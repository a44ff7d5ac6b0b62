import type { UserVip, userVipListQuerySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { countRows, pageWindow } from "../../db/list-query.js";
import { toUserVip } from "./vip-view.js";

export type UserVipListQuery = z.output<typeof userVipListQuerySchema>;

/** VIP periods, newest first, with the member's name: GET /api/v1/uservip/list, and GET /api/v1/user/vip for one's own. */
export async function listUserVips(ctx: AppContext, filter: UserVipListQuery): Promise<{ total: number; user_vip: UserVip[] }> {
  let base = ctx.db.kysely.selectFrom("user_vip").leftJoin("user", "user.id", "user_vip.user_id");
  if (filter.user_id.length) base = base.where("user_vip.user_id", "in", filter.user_id);
  if (filter.type.length) base = base.where("user_vip.type", "in", filter.type);
  const { limit, offset } = pageWindow(filter.page, filter.size, { max: 1000 });
  const [count, rows] = await Promise.all([
    countRows(base),
    base.selectAll("user_vip").select("user.username").orderBy("user_vip.id", "desc").limit(limit).offset(offset).execute(),
  ]);
  return { total: count, user_vip: rows.map((row) => toUserVip(row, row.username ?? "")) };
}
