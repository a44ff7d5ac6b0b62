import type { Navigation } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { navigationNotFound, toNavigation } from "./navigation-view.js";

export async function getNavigation(ctx: AppContext, id: number): Promise<Navigation> {
  const row = await ctx.db.kysely.selectFrom("navigation").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(navigationNotFound);
  return toNavigation(row);
}
