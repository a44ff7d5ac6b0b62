import { advertisementMessages, type Advertisement } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { toAdvertisement } from "./advertisement-view.js";
import "./tables.js";

export async function getAdvertisement(ctx: AppContext, id: number): Promise<Advertisement> {
  const row = await ctx.db.kysely.selectFrom("advertisement").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(advertisementMessages.notFound);
  return toAdvertisement(row);
}
