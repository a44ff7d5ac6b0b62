import { nowIso } from "../../db/columns.js";
import type { Executor } from "../../db/schema.js";

// The documents side of the recycle bin (modules/recycle): restoring deleted documents and removing them for good,
// in the caller's transaction.

/** Takes deleted documents out of the bin; returns the ids restored. */
export async function restoreDeletedDocuments(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable("document")
    .set({ deleted_at: null, deleted_user_id: 0, updated_at: nowIso() })
    .where("id", "in", ids)
    .where("deleted_at", "is not", null)
    .returning("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Removes deleted documents (the given ones, or every one) and their category links; returns what was removed. */
export async function deleteDocumentsForGood(db: Executor, ids: number[] | "all"): Promise<Array<{ id: number; attachmentId: number }>> {
  let query = db.selectFrom("document").select(["id", "attachment_id"]).where("deleted_at", "is not", null);
  if (ids !== "all") query = query.where("id", "in", ids);
  const docs = (await query.execute()).map((d) => ({ id: Number(d.id), attachmentId: Number(d.attachment_id) }));
  if (docs.length === 0) return [];
  const docIds = docs.map((d) => d.id);
  await db.deleteFrom("document_category").where("document_id", "in", docIds).execute();
  await db.deleteFrom("document").where("id", "in", docIds).execute();
  return docs;
}
