import { PunishmentType } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { forbidden } from "../../http/errors.js";

/** The punishment types in force for a user now: enabled and not yet ended (no end time = permanent). */
export async function activePunishments(ctx: AppContext, userId: number): Promise<Set<number>> {
  const now = new Date().toISOString();
  const rows = await ctx.db.kysely
    .selectFrom("punishment")
    .select("type")
    .where("user_id", "=", userId)
    .where("enable", "=", 1)
    .where((eb) => eb.or([eb("end_time", "is", null), eb("end_time", ">", now)]))
    .execute();
  return new Set(rows.map((r) => r.type));
}

/** 403 with `message` when the user is punished with `type` or with a disabled account (type 1 blocks everything). */
export async function refusePunished(ctx: AppContext, userId: number, type: number, message: string): Promise<void> {
  const active = await activePunishments(ctx, userId);
  if (active.has(type) || active.has(PunishmentType.disableAccount)) throw forbidden(message);
}
