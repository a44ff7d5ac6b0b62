import { documentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { toPunishmentView, type PunishmentView } from "./punishment-view.js";

export async function getPunishment(ctx: AppContext, id: number): Promise<PunishmentView> {
  const row = await ctx.db.kysely
    .selectFrom("punishment as p")
    .leftJoin("user as u", "u.id", "p.user_id")
    .selectAll("p")
    .select("u.username")
    .where("p.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound(documentMessages.punishmentNotFound);
  return toPunishmentView(row, row.username ?? "");
}
