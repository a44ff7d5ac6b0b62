import type { Category } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { categoryMessages, toCategory } from "./category-view.js";

export async function getCategory(ctx: AppContext, id: number): Promise<Category> {
  const row = await ctx.db.kysely.selectFrom("category").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(categoryMessages.notFound);
  return toCategory(row);
}
