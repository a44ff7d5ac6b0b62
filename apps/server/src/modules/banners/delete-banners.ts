import type { AppContext } from "../../context.js";
import "./tables.js";

/** Deletes banners; their uploaded images stay attachments (storage collection is the attachments' business). */
export async function deleteBanners(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.kysely.deleteFrom("banner").where("id", "in", ids).execute();
}
