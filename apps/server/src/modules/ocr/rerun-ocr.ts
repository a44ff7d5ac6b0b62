import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";

/** Documents whose conversion may start again: waiting, converted or failed; not one being converted right now. */
const rerunnable = [DocumentStatus.pending, DocumentStatus.converted, DocumentStatus.failed, DocumentStatus.reconvert];

/**
 * PUT /api/v1/document/ocr: the chosen documents go back to the conversion queue as reconversions (status 5, like
 * PUT /document/reconvert/one), so their files are converted again and every scanned page is read with the OCR
 * settings of now. Returns how many were queued; documents being converted or in other states are left alone.
 */
export async function rerunOcr(ctx: AppContext, ids: number[]): Promise<number> {
  const rows = await ctx.db.kysely
    .updateTable("document")
    .set({ status: DocumentStatus.reconvert, convert_error: "", updated_at: nowIso() })
    .where("id", "in", ids)
    .where("status", "in", rerunnable)
    .where("deleted_at", "is", null)
    .returning("id")
    .execute();
  for (const row of rows) await ctx.events.emit("document.changed", { documentId: Number(row.id) });
  return rows.length;
}
