import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { isLive } from "../../db/list-query.js";
import type { DocumentRow } from "./document-access.js";

/** display.free_full_read: documents with price 0 (not VIP) are read in full whatever their preview. */
export const freeFullRead = (ctx: AppContext) => ctx.settings.bool("display", "free_full_read");

type PreviewFacts = Pick<DocumentRow, "status" | "deleted_at" | "preview" | "price" | "is_vip">;

/** Whether every page of a document is open to anyone who sees it: preview 0, or free with display.free_full_read. */
export const readsInFull = (doc: Pick<DocumentRow, "preview" | "price" | "is_vip">, freeReadsFully: boolean) =>
  doc.preview === 0 || (freeReadsFully && Number(doc.price) === 0 && !doc.is_vip);

/**
 * The last page anyone who sees a document may read: none until it is converted and while it is deleted; every
 * page when it reads in full; else its preview.
 */
export function previewLimitOf(doc: PreviewFacts, freeReadsFully: boolean): number {
  if (doc.status !== DocumentStatus.converted || !isLive(doc)) return 0;
  return readsInFull(doc, freeReadsFully) ? Number.MAX_SAFE_INTEGER : doc.preview;
}
