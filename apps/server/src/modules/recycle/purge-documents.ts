import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";

/**
 * DELETE /api/v1/document/recycle (ids) and /recycle/all (every deleted document): removes documents from the
 * recycle bin for good. Their categories, ratings, reports and favorites go with them; download records stay
 * (they are the purchase history). An attachment no other document uses is marked deleted, and
 * `attachment.deleted` starts storage garbage collection in the background (modules/storage-gc: not awaited,
 * so the reply does not wait): it removes the original, the pages and cover, and the hash's page and conversion
 * rows, only when no live attachment has the same hash.
 */
export async function purgeDocuments(ctx: AppContext, ids: number[] | "all"): Promise<number[]> {
  const purged = await ctx.db.kysely.transaction().execute(async (trx) => {
    let query = trx.selectFrom("document").select(["id", "attachment_id"]).where("deleted_at", "is not", null);
    if (ids !== "all") query = query.where("id", "in", ids);
    const docs = await query.execute();
    if (docs.length === 0) return { docIds: [] as number[], orphans: [] as number[] };
    const docIds = docs.map((d) => Number(d.id));
    await trx.deleteFrom("favorite").where("type", "=", 0).where("document_id", "in", docIds).execute();
    await trx.deleteFrom("document_category").where("document_id", "in", docIds).execute();
    await trx.deleteFrom("document").where("id", "in", docIds).execute();
    const attachmentIds = [...new Set(docs.map((d) => Number(d.attachment_id)))];
    const stillUsed = await trx.selectFrom("document").select("attachment_id").distinct().where("attachment_id", "in", attachmentIds).execute();
    const used = new Set(stillUsed.map((r) => Number(r.attachment_id)));
    const orphans = attachmentIds.filter((id) => !used.has(id));
    if (orphans.length > 0) {
      const now = nowIso();
      await trx.updateTable("attachment").set({ deleted_at: now, updated_at: now }).where("id", "in", orphans).where("deleted_at", "is", null).execute();
    }
    return { docIds, orphans };
  });
  for (const documentId of purged.docIds) await ctx.events.emit("document.deleted", { documentId });
  if (purged.orphans.length > 0) await ctx.events.emit("attachment.deleted", { attachmentIds: purged.orphans });
  return purged.docIds;
}
