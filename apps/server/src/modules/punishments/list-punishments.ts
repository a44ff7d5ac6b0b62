import type { z } from "zod";
import type { punishmentListQuerySchema } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow, parseOrder } from "../../db/list-query.js";
import { toPunishmentView, type PunishmentView } from "./punishment-view.js";

export type PunishmentListQuery = z.output<typeof punishmentListQuerySchema>;

const sortable = ["id", "user_id", "type", "enable", "end_time", "created_at", "updated_at"] as const;

/** The back office punishment list, filtered by user, type, enabled state and a keyword in reason or remark. */
export async function listPunishments(ctx: AppContext, query: PunishmentListQuery): Promise<{ total: number; punishment: PunishmentView[] }> {
  let base = ctx.db.kysely.selectFrom("punishment as p").leftJoin("user as u", "u.id", "p.user_id");
  if (query.user_id.length) base = base.where("p.user_id", "in", query.user_id);
  if (query.type.length) base = base.where("p.type", "in", query.type);
  if (query.enable.length) base = base.where("p.enable", "in", query.enable.map((e) => (e ? 1 : 0)));
  if (query.wd?.trim()) base = base.where(keywordMatch(["p.reason", "p.remark", "u.username"], query.wd));
  const order = parseOrder(query.order, sortable, { column: "id", direction: "desc" });
  const { limit, offset } = pageWindow(query.page ?? 1, query.size ?? 10, { min: 1, max: 1000 });
  const rows = await base
    .selectAll("p")
    .select("u.username")
    .orderBy(`p.${order.column}`, order.direction)
    .orderBy("p.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await countRows(base);
  return { total, punishment: rows.map((row) => toPunishmentView(row, row.username ?? "")) };
}
