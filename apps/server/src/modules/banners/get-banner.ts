import { bannerMessages, type Banner } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { toBanner } from "./banner-view.js";
import "./tables.js";

export async function getBanner(ctx: AppContext, id: number): Promise<Banner> {
  const row = await ctx.db.kysely.selectFrom("banner").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(bannerMessages.notFound);
  return toBanner(row);
}
