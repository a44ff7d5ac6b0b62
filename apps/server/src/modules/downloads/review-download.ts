import { documentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { findDocument, isOpenToPublic } from "../documents/document-access.js";
import { findDocumentFile } from "./document-file.js";
import { readDownloadSettings } from "./download-settings.js";
import { downloadUrl, signDownloadToken } from "./download-token.js";

/**
 * GET /api/v1/document/download/bereviewed: administrators fetch the files of documents nobody else may
 * download (disabled, pending review, rejected, or in the recycle bin), even files marked illegal; other
 * documents answer 404. Not counted, not charged.
 */
export async function reviewDownload(ctx: AppContext, adminId: number, documentId: number): Promise<{ url: string }> {
  const doc = await findDocument(ctx.db.kysely, { id: documentId });
  if (!doc || isOpenToPublic(doc)) throw notFound(documentMessages.notFound);
  const file = await findDocumentFile(ctx.db.kysely, doc);
  if (!file) throw notFound(documentMessages.attachmentNotFound);
  const grant = { userId: adminId, documentId: Number(doc.id), hash: doc.hash };
  const token = await signDownloadToken(ctx, grant, (await readDownloadSettings(ctx)).linkSeconds);
  return { url: downloadUrl(token, grant, `${doc.title}${doc.ext}`) };
}
