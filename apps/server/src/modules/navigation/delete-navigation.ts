import type { AppContext } from "../../context.js";
import { withDescendants } from "../category/tree-ids.js";

/** Deletes navigation items together with every item below them. */
export async function deleteNavigation(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const links = await trx.selectFrom("navigation").select(["id", "parent_id"]).execute();
    const doomed = withDescendants(links, ids);
    if (doomed.length) await trx.deleteFrom("navigation").where("id", "in", doomed).execute();
  });
}
