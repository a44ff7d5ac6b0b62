import { keyOfPath, documentFileKey } from "../storage/keys.js";
import type { DocumentRow, Executor } from "../documents/document-access.js";
import { isLive } from "../../db/list-query.js";

export interface DocumentFile {
  /** Storage key of the original. */
  key: string;
  /** An administrator marked this file illegal (some attachment with its hash is disabled). */
  illegal: boolean;
}

/** Where a document's original file is stored; undefined when its attachment is gone. */
export async function findDocumentFile(db: Executor, doc: Pick<DocumentRow, "attachment_id" | "hash" | "ext">): Promise<DocumentFile | undefined> {
  const attachment = await db
    .selectFrom("attachment")
    .select(["path", "deleted_at"])
    .where("id", "=", doc.attachment_id)
    .executeTakeFirst();
  if (!attachment || !isLive(attachment)) return undefined;
  const disabled = await db.selectFrom("attachment").select("id").where("hash", "=", doc.hash).where("enable", "=", 0).executeTakeFirst();
  return { key: attachment.path ? keyOfPath(attachment.path) : documentFileKey(doc.hash, doc.ext), illegal: Boolean(disabled) };
}
