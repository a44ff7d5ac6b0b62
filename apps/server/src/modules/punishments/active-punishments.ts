import { PunishmentType } from "@wenku/contract";
import type { ExpressionBuilder } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { forbidden } from "../../http/errors.js";

/** A punishment in force now: enabled and not yet ended (no end time = permanent). */
export function inForceNow() {
  const now = new Date().toISOString();
  return (eb: ExpressionBuilder<Database, "punishment">) => eb.and([eb("punishment.enable", "=", 1), eb.or([eb("punishment.end_time", "is", null), eb("punishment.end_time", ">", now)])]);
}

/** The punishment types in force for a user now. */
export async function activePunishments(ctx: AppContext, userId: number): Promise<Set<number>> {
  const rows = await ctx.db.kysely.selectFrom("punishment").select("type").where("user_id", "=", userId).where(inForceNow()).execute();
  return new Set(rows.map((r) => r.type));
}

/** 403 with `message` when the user is punished with `type` or with a disabled account (type 1 blocks everything). */
export async function refusePunished(ctx: AppContext, userId: number, type: number, message: string): Promise<void> {
  const active = await activePunishments(ctx, userId);
  if (active.has(type) || active.has(PunishmentType.disableAccount)) throw forbidden(message);
}
