import type { AppContext } from "../../context.js";

/** DELETE /api/v1/report: removes reports (processed or not) with what their reporters wrote. */
export async function deleteReports(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("report_content").where("report_id", "in", ids).execute();
    await trx.deleteFrom("report").where("id", "in", ids).execute();
  });
}
