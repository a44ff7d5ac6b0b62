import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { SpiderDocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { live } from "../../db/list-query.js";
import { conflict } from "../../http/errors.js";
import { createDocuments } from "../documents/create-documents.js";
import { documentFileKey } from "../storage/keys.js";
import { refuseBlacklisted } from "../upload/blacklist.js";
import { storeUpload } from "../upload/store-upload.js";
import { DOCUMENT_ATTACHMENT } from "../upload/upload-document.js";
import { failDocument } from "./queue/outcome.js";
import type { SpiderDocumentRow } from "./queue/claim.js";
import { categoryIdsOf } from "./publish-fields.js";
import { removeSpiderFile, spiderFolder } from "./spider-folder.js";

/**
 * The upload's rules for a file, and one more: the spider never publishes a file whose bytes are already in the
 * library (a live document with its hash) or being published from another of its rows, whatever the upload setting.
 */
async function refuseLikeAnUpload(ctx: AppContext, row: SpiderDocumentRow): Promise<void> {
  await refuseBlacklisted(ctx, row.hash);
  const db = ctx.db.kysely;
  const existing = await db.selectFrom("document").select("id").where("hash", "=", row.hash).where(live()).executeTakeFirst();
  const sibling = await db
    .selectFrom("spider_document")
    .select("id")
    .where("hash", "=", row.hash)
    .where("id", "<", row.id)
    .where("status", "=", SpiderDocumentStatus.publishing)
    .executeTakeFirst();
  if (existing || sibling) throw conflict("文档已存在，请勿重复上传");
}

/** A copy of the downloaded file where the upload module takes files from (it moves them into storage). */
async function uploadCopy(ctx: AppContext, row: SpiderDocumentRow): Promise<string> {
  const tempDir = path.join(ctx.env.dataDir, "tmp", "uploads");
  await fsp.mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, `spider-${row.id}-${crypto.randomBytes(6).toString("hex")}`);
  await fsp.copyFile(path.join(await spiderFolder(ctx), row.save_path), tempPath);
  return tempPath;
}

/**
 * Publishes one downloaded document taken from the queue (status 6) the way an upload is published: the upload
 * module stores the file and records the attachment, the documents module creates the document (review or
 * conversion by the uploader's groups, counters, rewards), and the conversion workers take it from there.
 */
export async function publishDocument(ctx: AppContext, row: SpiderDocumentRow): Promise<void> {
  try {
    await refuseLikeAnUpload(ctx, row);
    const file = { tempPath: await uploadCopy(ctx, row), hash: row.hash, size: Number(row.size), filename: `${row.title}${row.ext}`, ext: row.ext, fields: {} };
    const stored = await storeUpload(ctx, file, { userId: row.user_id, type: DOCUMENT_ATTACHMENT, ip: "", key: documentFileKey(row.hash, row.ext) });
    const [created] = await createDocuments(ctx, row.user_id, categoryIdsOf(row.category_id), [
      { title: row.title || row.title_from_url || row.hash, attachmentId: stored.id, price: row.price, keywords: "", description: "", language: row.language },
    ]);
    await ctx.db.kysely
      .updateTable("spider_document")
      .set({ status: SpiderDocumentStatus.published, document_id: created.id, save_path: "", error: "", lease_until: "", run_after: "", updated_at: nowIso() })
      .where("id", "=", row.id)
      .execute();
    await removeSpiderFile(ctx, row.save_path);
  } catch (error) {
    const step = { attempts: row.attempts, queue: SpiderDocumentStatus.publishQueue, failed: SpiderDocumentStatus.publishFailed };
    await failDocument(ctx, row.id, SpiderDocumentStatus.publishing, step, error);
  }
}
