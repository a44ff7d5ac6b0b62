import { DocumentStatus } from "@wenku/contract";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { live } from "../../db/list-query.js";

/**
 * Approving a document in review (6) or rejected (7) publishes it at once (2) when it was converted while in review;
 * otherwise (not converted yet, its conversion failed, or any other status) it goes to the conversion queue (0).
 */
const approval = sql<number>`case when pages > 0 and status in (${sql.lit(DocumentStatus.pendingReview)}, ${sql.lit(DocumentStatus.reviewRejected)}) then ${sql.lit(DocumentStatus.converted)} else ${sql.lit(DocumentStatus.pending)} end`;

/**
 * PUT /api/v1/document/check: review commands on live documents — 0 approve (see `approval`; the conversion queue
 * picks up status 0), 7 reject (with the reason shown to the uploader), 6 back to review, 4 disable, 2 enable (only where
 * the document has pages; the others go to 0 to be converted).
 */
export async function checkDocuments(ctx: AppContext, ids: number[], status: number, rejectReason = ""): Promise<number[]> {
  const now = nowIso();
  const value =
    status === DocumentStatus.converted
      ? sql<number>`case when pages > 0 then ${sql.lit(DocumentStatus.converted)} else ${sql.lit(DocumentStatus.pending)} end`
      : status === DocumentStatus.pending
        ? approval
        : status;
  const rows = await ctx.db.kysely
    .updateTable("document")
    .set({
      status: value,
      updated_at: now,
      // The reason of a refusal stays with the refused document only.
      reject_reason: status === DocumentStatus.reviewRejected ? rejectReason : "",
      ...(status === DocumentStatus.pending ? { convert_error: "" } : {}),
    })
    .where("id", "in", ids)
    .where(live())
    .returning("id")
    .execute();
  const changed = rows.map((r) => Number(r.id));
  for (const documentId of changed) await ctx.events.emit("document.changed", { documentId });
  return changed;
}
