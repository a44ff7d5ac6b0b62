import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { queueReconversions } from "../documents/reconvert.js";

/** Documents whose conversion may start again: waiting, converted or failed; not one being converted right now. */
const rerunnable = [DocumentStatus.pending, DocumentStatus.converted, DocumentStatus.failed, DocumentStatus.reconvert];

/**
 * PUT /api/v1/document/ocr: the chosen documents go back to the conversion queue as reconversions (status 5, like
 * PUT /document/reconvert/one), so their files are converted again and every scanned page is read with the OCR
 * settings of now. Returns how many were queued; documents being converted or in other states are left alone.
 */
export async function rerunOcr(ctx: AppContext, ids: number[]): Promise<number> {
  return queueReconversions(ctx, ids, rerunnable);
}
