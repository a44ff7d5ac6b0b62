import type { AppContext } from "../../context.js";
import { deleteDocumentsForGood } from "../documents/recycle-bin.js";
import { markAttachmentsDeleted } from "../upload/attachment-changes.js";

/**
 * DELETE /api/v1/document/recycle (ids) and /recycle/all (every deleted document): removes documents from the
 * recycle bin for good. Their categories go with them, and on `document.deleted` their ratings, reports, comments
 * and favorites (modules/favorites, comments, reports); download records stay (they are the purchase history). An
 * attachment no other document uses is marked deleted, and `attachment.deleted` starts storage garbage collection
 * in the background (modules/storage-gc: not awaited, so the reply does not wait): it removes the original, the
 * pages and cover, and the hash's page and conversion rows, only when no live attachment has the same hash.
 */
export async function purgeDocuments(ctx: AppContext, ids: number[] | "all"): Promise<number[]> {
  const purged = await ctx.db.kysely.transaction().execute(async (trx) => {
    const docs = await deleteDocumentsForGood(trx, ids);
    if (docs.length === 0) return { docIds: [] as number[], orphans: [] as number[] };
    const attachmentIds = [...new Set(docs.map((d) => d.attachmentId))];
    const stillUsed = await trx.selectFrom("document").select("attachment_id").distinct().where("attachment_id", "in", attachmentIds).execute();
    const used = new Set(stillUsed.map((r) => Number(r.attachment_id)));
    const orphans = attachmentIds.filter((id) => !used.has(id));
    await markAttachmentsDeleted(trx, orphans);
    return { docIds: docs.map((d) => d.id), orphans };
  });
  for (const documentId of purged.docIds) await ctx.events.emit("document.deleted", { documentId });
  if (purged.orphans.length > 0) await ctx.events.emit("attachment.deleted", { attachmentIds: purged.orphans });
  return purged.docIds;
}
