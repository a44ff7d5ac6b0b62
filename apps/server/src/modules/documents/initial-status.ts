import { DocumentStatus } from "@wenku/contract";
import type { Executor } from "./document-access.js";

/**
 * A new document waits for review (6) unless one of the uploader's groups skips review
 * (`enable_document_review` = 0), in which case it goes straight to the conversion queue (0).
 */
export async function initialDocumentStatus(db: Executor, userId: number): Promise<number> {
  const skipsReview = await db
    .selectFrom("user_group as ug")
    .innerJoin("groups as g", "g.id", "ug.group_id")
    .select("g.id")
    .where("ug.user_id", "=", userId)
    .where("g.enable_document_review", "=", 0)
    .executeTakeFirst();
  return skipsReview ? DocumentStatus.pending : DocumentStatus.pendingReview;
}
