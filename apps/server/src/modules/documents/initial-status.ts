import { DocumentStatus } from "@wenku/contract";
import { someGroupHas } from "../groups/some-group-has.js";
import type { Executor } from "./document-access.js";

/**
 * A new document waits for review (6) unless one of the uploader's groups skips review
 * (`enable_document_review` = 0), in which case it goes straight to the conversion queue (0).
 */
export async function initialDocumentStatus(db: Executor, userId: number): Promise<number> {
  const skipsReview = await someGroupHas(db, userId, { enable_document_review: 0 });
  return skipsReview ? DocumentStatus.pending : DocumentStatus.pendingReview;
}
