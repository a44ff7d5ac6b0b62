import type { AppContext } from "../../context.js";
import "./tables.js";

export async function deleteAdvertisements(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.kysely.deleteFrom("advertisement").where("id", "in", ids).execute();
}
