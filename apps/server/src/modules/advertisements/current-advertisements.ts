import { isAdPosition, type AdvertisementPublic } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import type { Actor } from "../session/actor.js";
import { isVipNow } from "../users/is-vip-now.js";
import { toPublicAdvertisement } from "./advertisement-view.js";
import "./tables.js";

/**
 * The ads showing now in the given positions (every position when none is given): enabled, started and not ended,
 * newest first. A VIP caller (given by an administrator or within bought VIP time) gets none (spec §1, §6); unknown positions are ignored.
 */
export async function currentAdvertisements(ctx: AppContext, actor: Actor, positions: string[]): Promise<AdvertisementPublic[]> {
  if (actor.user && isVipNow(actor.user)) return [];
  const wanted = [...new Set(positions.filter(isAdPosition))];
  if (positions.length > 0 && wanted.length === 0) return [];
  const now = new Date().toISOString();
  let query = ctx.db.kysely
    .selectFrom("advertisement")
    .select(["id", "position", "title", "content"])
    .where("enable", "=", 1)
    .where((eb) => eb.or([eb("start_time", "is", null), eb("start_time", "<=", now)]))
    .where((eb) => eb.or([eb("end_time", "is", null), eb("end_time", ">=", now)]));
  if (wanted.length) query = query.where("position", "in", wanted);
  const rows = await query.orderBy("id", "desc").limit(200).execute();
  return rows.map(toPublicAdvertisement);
}
