import type { AppContext } from "../../context.js";

/** Removes languages; documents keep their language code. */
export async function deleteLanguages(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.kysely.deleteFrom("language").where("id", "in", ids).execute();
  ctx.settings.invalidate();
}
