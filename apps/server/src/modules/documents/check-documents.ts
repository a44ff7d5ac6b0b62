import { DocumentStatus } from "@wenku/contract";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { live } from "../../db/list-query.js";

/**
 * PUT /api/v1/document/check: review commands on live documents — 0 approve (back to the conversion queue,
 * which picks up status 0 on `document.changed`), 7 reject, 6 back to review, 4 disable, 2 enable (only where
 * the document has pages; the others go to 0 to be converted).
 */
export async function checkDocuments(ctx: AppContext, ids: number[], status: number): Promise<number[]> {
  const now = nowIso();
  const value =
    status === DocumentStatus.converted
      ? sql<number>`case when pages > 0 then ${sql.lit(DocumentStatus.converted)} else ${sql.lit(DocumentStatus.pending)} end`
      : status;
  const rows = await ctx.db.kysely
    .updateTable("document")
    .set({ status: value, updated_at: now, ...(status === DocumentStatus.pending ? { convert_error: "" } : {}) })
    .where("id", "in", ids)
    .where(live())
    .returning("id")
    .execute();
  const changed = rows.map((r) => Number(r.id));
  for (const documentId of changed) await ctx.events.emit("document.changed", { documentId });
  return changed;
}
