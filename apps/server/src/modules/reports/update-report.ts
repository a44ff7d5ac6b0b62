import { documentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { notFound } from "../../http/errors.js";

/** PUT /api/v1/report: an administrator marks a report processed (or not) and notes a remark. */
export async function updateReport(ctx: AppContext, input: { id: number; status?: boolean; remark?: string }): Promise<void> {
  const result = await ctx.db.kysely
    .updateTable("report")
    .set({
      ...(input.status === undefined ? {} : { status: input.status ? 1 : 0 }),
      ...(input.remark === undefined ? {} : { remark: input.remark }),
      updated_at: nowIso(),
    })
    .where("id", "=", input.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(documentMessages.reportNotFound);
}
