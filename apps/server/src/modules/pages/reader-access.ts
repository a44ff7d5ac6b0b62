import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { hasPurchased } from "../documents/bought-by.js";
import { canManageDocuments, findDocument, isVisibleTo, type DocumentRow } from "../documents/document-access.js";
import { freeFullRead, previewLimitOf } from "../documents/preview-limit.js";

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
