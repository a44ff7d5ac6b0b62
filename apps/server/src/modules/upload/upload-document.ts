import fsp from "node:fs/promises";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { badRequest, conflict } from "../../http/errors.js";
import { live } from "../../db/list-query.js";
import { documentFileKey, isMd5 } from "../storage/keys.js";
import { refuseBlacklisted } from "./blacklist.js";
import { requireUploadCapability } from "./can-upload.js";
import { receiveFile } from "./receive-file.js";
import { storeUpload, type StoredAttachment } from "./store-upload.js";
import { allowedDocumentExtensions, maxDocumentBytes } from "./upload-limits.js";

/** Attachment.type of an uploaded document (api-contract §8). */
export const DOCUMENT_ATTACHMENT = 2;

export interface DocumentUpload {
  userId: number;
  ip: string;
  request: FastifyRequest;
  /** MD5 the browser computed (query `hash` or a form field before the file); checked against the server's. */
  clientHash?: string;
}

/**
 * Receives one document file: upload capability, allowed type, size limit, hash check, blacklist, then storage
 * and an attachment row that `POST /api/v1/document` turns into a document.
 */
export async function uploadDocument(ctx: AppContext, input: DocumentUpload): Promise<StoredAttachment> {
  await requireUploadCapability(ctx, input.userId);
  const allowed = await allowedDocumentExtensions(ctx);
  const maxBytes = await maxDocumentBytes(ctx);
  const file = await receiveFile(input.request, {
    maxBytes,
    tempDir: path.join(ctx.env.dataDir, "tmp", "uploads"),
    allowExt: (ext) => allowed.includes(ext),
    extMessage: "不支持的文档类型",
    sizeMessage: `文件大小超出限制，最大 ${Math.round(maxBytes / 1024 / 1024)} MB`,
  });
  try {
    const claimed = (input.clientHash ?? file.fields.hash ?? "").trim().toLowerCase();
    if (claimed && (!isMd5(claimed) || claimed !== file.hash)) throw badRequest("文件校验失败：哈希值不一致，请重新上传");
    await refuseBlacklisted(ctx, file.hash);
    if (await ctx.settings.bool("security", "disable_upload_exist_document")) {
      const existing = await ctx.db.kysely
        .selectFrom("document")
        .select("id")
        .where("hash", "=", file.hash)
        .where(live())
        .executeTakeFirst();
      if (existing) throw conflict("文档已存在，请勿重复上传");
    }
  } catch (error) {
    await fsp.rm(file.tempPath, { force: true });
    throw error;
  }
  return storeUpload(ctx, file, { userId: input.userId, type: DOCUMENT_ATTACHMENT, ip: input.ip, key: documentFileKey(file.hash, file.ext) });
}
