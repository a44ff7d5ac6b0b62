import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { isLive } from "../../db/list-query.js";
import { notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { hasPurchased } from "../documents/bought-by.js";
import { canManageDocuments, findDocument, isVisibleTo, type DocumentRow } from "../documents/document-access.js";

/** display.free_full_read: documents with price 0 (not VIP) are read in full whatever their preview. */
export const freeFullRead = (ctx: AppContext) => ctx.settings.bool("display", "free_full_read");

type PreviewFacts = Pick<DocumentRow, "status" | "deleted_at" | "preview" | "price" | "is_vip">;

/**
 * The last page anyone who sees a document may read: none until it is converted and while it is deleted; every
 * page for preview 0 and, with display.free_full_read, for a free document; else its preview.
 */
export function previewLimitOf(doc: PreviewFacts, freeReadsFully: boolean): number {
  if (doc.status !== DocumentStatus.converted || !isLive(doc)) return 0;
  if (doc.preview === 0 || (freeReadsFully && Number(doc.price) === 0 && !doc.is_vip)) return Number.MAX_SAFE_INTEGER;
  return doc.preview;
}

export interface ReaderAccess {
  doc: DocumentRow;
  /** The owner, document administrators and buyers read every rendered page. */
  entitled: boolean;
  /** Pages up to here are open to anyone who sees the document. */
  previewLimit: number;
}

/**
 * Which pages of a document one caller may read: the one decision behind the page list, the page images' signed
 * URLs, the text layer and find. A document the caller may not see is "文档不存在" (404).
 */
export async function readerAccess(ctx: AppContext, actor: Actor, documentId: number): Promise<ReaderAccess> {
  const doc = await findDocument(ctx.db.kysely, { id: documentId });
  const userId = actor.user?.id;
  const isManager = await canManageDocuments(actor);
  if (!doc || !isVisibleTo(doc, userId, isManager)) throw notFound("文档不存在");
  const entitled = isManager || Number(doc.user_id) === userId || (userId !== undefined && (await hasPurchased(ctx, userId, doc.id)));
  return { doc, entitled, previewLimit: previewLimitOf(doc, await freeFullRead(ctx)) };
}

export const canReadPage = (access: ReaderAccess, page: number) => access.entitled || page <= access.previewLimit;
