import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { recountForDocuments } from "../documents/document-counters.js";

/** PUT /api/v1/document/recycle: restores deleted documents (credits deducted at deletion are not given back). */
export async function restoreDocuments(ctx: AppContext, ids: number[]): Promise<number[]> {
  const restored = await ctx.db.kysely.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("document")
      .set({ deleted_at: null, deleted_user_id: 0, updated_at: nowIso() })
      .where("id", "in", ids)
      .where("deleted_at", "is not", null)
      .returning("id")
      .execute();
    const docIds = rows.map((r) => Number(r.id));
    await recountForDocuments(trx, docIds);
    return docIds;
  });
  for (const documentId of restored) await ctx.events.emit("document.changed", { documentId });
  return restored;
}
