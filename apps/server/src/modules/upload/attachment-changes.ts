import { nowIso } from "../../db/columns.js";
import type { Executor } from "../../db/schema.js";
import { live } from "../../db/list-query.js";
import { DOCUMENT_ATTACHMENT } from "./upload-document.js";

// Changes of stored-file rows (`attachment`) that other modules ask for: the admin file list (modules/attachments),
// documents, the recycle bin and storage garbage collection. Each runs in the caller's transaction when given one.

/** Renames or describes one file. */
export async function describeAttachment(db: Executor, id: number, changes: { name?: string; description?: string }): Promise<void> {
  if (changes.name === undefined && changes.description === undefined) return;
  await db
    .updateTable("attachment")
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.description === undefined ? {} : { description: changes.description }),
      updated_at: nowIso(),
    })
    .where("id", "=", id)
    .execute();
}

/** Marks a file legal or illegal: every attachment of the hash, since legality belongs to the file (upload/blacklist.ts). */
export async function setHashEnabled(db: Executor, hash: string, enabled: boolean): Promise<void> {
  await db.updateTable("attachment").set({ enable: enabled ? 1 : 0, updated_at: nowIso() }).where("hash", "=", hash).execute();
}

/** Marks live attachments deleted, so that storage garbage collection considers their files. */
export async function markAttachmentsDeleted(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const now = nowIso();
  await db.updateTable("attachment").set({ deleted_at: now, updated_at: now }).where("id", "in", ids).where(live()).execute();
}

/**
 * Marks deleted the document files uploaded before `before` that never became a document (`type_id` 0, no document
 * pointing at them). Returns how many were marked.
 */
export async function markUnusedDocumentUploads(db: Executor, before: string): Promise<number> {
  const stamp = nowIso();
  const result = await db
    .updateTable("attachment")
    .set({ deleted_at: stamp, updated_at: stamp })
    .where("type", "=", DOCUMENT_ATTACHMENT)
    .where("type_id", "=", 0)
    .where(live())
    .where("created_at", "<", before)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("document").select("document.id").whereRef("document.attachment_id", "=", "attachment.id"))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Settles deleted attachments whose files were collected: removed, except a blacklisted one (enable = 0), which
 * stays as the blacklist entry with `collected_at` set.
 */
export async function settleCollectedAttachments(db: Executor, ids: number[]): Promise<void> {
  await db.deleteFrom("attachment").where("id", "in", ids).where("deleted_at", "is not", null).where("enable", "=", 1).execute();
  await db.updateTable("attachment").set({ collected_at: nowIso() }).where("id", "in", ids).where("deleted_at", "is not", null).where("enable", "=", 0).execute();
}

/**
 * Binds an uploaded document file to the document made from it (`type_id`); false when it is bound already or was
 * meanwhile marked deleted as an unused upload (markUnusedDocumentUploads).
 */
export async function bindUploadToDocument(db: Executor, attachmentId: number, documentId: number): Promise<boolean> {
  const bound = await db
    .updateTable("attachment")
    .set({ type_id: documentId, updated_at: nowIso() })
    .where("id", "=", attachmentId)
    .where("type_id", "=", 0)
    .where(live())
    .executeTakeFirst();
  return Number(bound.numUpdatedRows) === 1;
}
