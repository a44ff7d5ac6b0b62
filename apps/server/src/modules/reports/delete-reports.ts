import type { AppContext } from "../../context.js";

/** DELETE /api/v1/report: removes reports (processed or not). */
export async function deleteReports(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.kysely.deleteFrom("report").where("id", "in", ids).execute();
}
