import { DocumentStatus, RevisionStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { live } from "../../db/list-query.js";
import { publicStatuses, type Executor } from "./document-access.js";
import { recountLanguageDocuments } from "./document-counters.js";
import { splitIds } from "./document-revision.js";
import { setDocumentCategories } from "./update-document.js";

/** Of these documents, the published ones with an edit of their details pending review. */
async function documentsWithPendingRevision(db: Executor, documentIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom("document_revision as r")
    .innerJoin("document", "document.id", "r.document_id")
    .select("r.document_id")
    .where("r.document_id", "in", documentIds)
    .where("r.status", "=", RevisionStatus.pending)
    .where("document.status", "in", [...publicStatuses])
    .where(live("document"))
    .execute();
  return rows.map((r) => Number(r.document_id));
}

async function applyDocumentRevision(trx: Executor, documentId: number): Promise<void> {
  const revision = await trx.selectFrom("document_revision").selectAll().where("document_id", "=", documentId).executeTakeFirstOrThrow();
  const before = await trx.selectFrom("document").select("language").where("id", "=", documentId).executeTakeFirstOrThrow();
  const { title, keywords, description, price, language } = revision;
  await trx.updateTable("document").set({ title, keywords, description, price, language, updated_at: nowIso() }).where("id", "=", documentId).execute();
  await setDocumentCategories(trx, [documentId], splitIds(revision.category_ids));
  if (language !== before.language) await recountLanguageDocuments(trx, [before.language, language]);
  await trx.deleteFrom("document_revision").where("document_id", "=", documentId).execute();
}

/**
 * The part of PUT /api/v1/document/check that decides on pending edits of published documents' details: approving
 * (0 or 2) swaps the edit in and leaves the document's status alone; rejecting (7) keeps the published details and
 * records the reason for the uploader. Returns the ids it decided on; the other ids are reviewed as documents.
 */
export async function reviewDocumentRevisions(ctx: AppContext, ids: number[], status: number, reason: string): Promise<number[]> {
  const approve = status === DocumentStatus.pending || status === DocumentStatus.converted;
  if (ids.length === 0 || (!approve && status !== DocumentStatus.reviewRejected)) return [];
  const decided = await ctx.db.kysely.transaction().execute(async (trx) => {
    const revised = await documentsWithPendingRevision(trx, ids);
    if (revised.length === 0) return revised;
    if (approve) for (const documentId of revised) await applyDocumentRevision(trx, documentId);
    else {
      await trx
        .updateTable("document_revision")
        .set({ status: RevisionStatus.rejected, reject_reason: reason, updated_at: nowIso() })
        .where("document_id", "in", revised)
        .execute();
    }
    return revised;
  });
  if (approve) for (const documentId of decided) await ctx.events.emit("document.changed", { documentId });
  return decided;
}
