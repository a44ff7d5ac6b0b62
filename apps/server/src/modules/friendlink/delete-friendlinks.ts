import type { AppContext } from "../../context.js";

export async function deleteFriendlinks(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.kysely.deleteFrom("friendlink").where("id", "in", ids).execute();
}
