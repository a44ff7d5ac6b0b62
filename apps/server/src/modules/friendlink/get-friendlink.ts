import type { Friendlink } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { friendlinkNotFound, toFriendlink } from "./friendlink-view.js";

/** One friendlink; a disabled one only for a caller who may manage friendlinks. */
export async function getFriendlink(ctx: AppContext, id: number, canManage: boolean): Promise<Friendlink> {
  const row = await ctx.db.kysely.selectFrom("friendlink").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || (!row.enable && !canManage)) throw notFound(friendlinkNotFound);
  return toFriendlink(row);
}
