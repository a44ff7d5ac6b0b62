import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { reviewDocuments, type ReviewCommand } from "./document-status.js";
import { announceChanged } from "./documents-of-hash.js";

const commands: Record<number, ReviewCommand> = {
  [DocumentStatus.pending]: "approve",
  [DocumentStatus.converted]: "enable",
  [DocumentStatus.disabled]: "disable",
  [DocumentStatus.pendingReview]: "sendToReview",
  [DocumentStatus.reviewRejected]: "reject",
};

/**
 * PUT /api/v1/document/check: review commands on live documents — 0 approve (published at once when converted while
 * in review, else to the conversion queue, which picks up status 0), 7 reject (with the reason shown to the
 * uploader), 6 back to review, 4 disable, 2 enable (only where the document has pages; the others go to 0 to be
 * converted). See status-moves.ts.
 */
export async function checkDocuments(ctx: AppContext, ids: number[], status: number, rejectReason = ""): Promise<number[]> {
  const command = commands[status];
  if (!command) throw new Error(`no review command has status ${status}`);
  const changed = await reviewDocuments(ctx.db.kysely, ids, command, rejectReason);
  await announceChanged(ctx, changed);
  return changed;
}
