import crypto from "node:crypto";
import { CategoryType } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest } from "../../http/errors.js";
import { bindUploadToDocument } from "../upload/attachment-changes.js";
import { requireUploadCapability } from "../upload/can-upload.js";
import { DOCUMENT_ATTACHMENT } from "../upload/upload-document.js";
import { recountForDocuments } from "./document-counters.js";
import { initialDocumentStatus } from "./initial-status.js";
import { firstChars, keywordsFromTitle } from "./keywords.js";
import { live, unique } from "../../db/list-query.js";
import { readUploadRewardRule, rewardUploads } from "./upload-reward.js";

export interface NewDocument {
  title: string;
  attachmentId: number;
  price: number;
  keywords: string;
  description: string;
  language: string;
  /** The document's own categories; absent, the batch's. */
  categoryIds?: number[];
}

export interface CreatedDocument {
  id: number;
  uuid: string;
  title: string;
  status: number;
}

export const badAttachmentMessage = "文档文件参数attachment_id不正确";

async function checkReferences(ctx: AppContext, userId: number, categoryIds: number[], docs: NewDocument[]) {
  const db = ctx.db.kysely;
  const attachmentIds = docs.map((d) => d.attachmentId);
  if (new Set(attachmentIds).size !== attachmentIds.length) throw badRequest(badAttachmentMessage);
  const attachments = await db
    .selectFrom("attachment")
    .selectAll()
    .where("id", "in", attachmentIds)
    .where("user_id", "=", userId)
    .where("type", "=", DOCUMENT_ATTACHMENT)
    .where("type_id", "=", 0)
    .where("enable", "=", 1)
    .where(live())
    .execute();
  if (attachments.length !== attachmentIds.length) throw badRequest(badAttachmentMessage);
  if (categoryIds.length > 0) {
    const found = await db.selectFrom("category").select("id").where("id", "in", categoryIds).where("type", "=", CategoryType.document).execute();
    if (found.length !== categoryIds.length) throw badRequest("文档分类不存在");
  }
  const languages = unique(docs.map((d) => d.language).filter(Boolean));
  if (languages.length > 0) {
    const found = await db.selectFrom("language").select("code").where("code", "in", languages).where("enable", "=", 1).execute();
    if (found.length !== languages.length) throw badRequest("文档语言不存在");
  }
  return new Map(attachments.map((a) => [Number(a.id), a]));
}

/**
 * POST /api/v1/document: turns the caller's uploaded attachments into documents in one transaction — status by
 * the caller's groups (6 review or 0 conversion), each document's own categories or else the batch's, keywords
 * from the title when empty, description cut to 512 characters, counters recounted, upload rewards through the
 * ledger. Conversion workers are woken by the
 * `document.changed` events raised afterwards.
 */
export async function createDocuments(ctx: AppContext, userId: number, categoryIds: number[], docs: NewDocument[]): Promise<CreatedDocument[]> {
  await requireUploadCapability(ctx, userId);
  const categoriesOf = (doc: NewDocument) => unique(doc.categoryIds ?? categoryIds);
  const attachments = await checkReferences(ctx, userId, unique(docs.flatMap(categoriesOf)), docs);
  const rewardRule = await readUploadRewardRule(ctx);
  const created = await ctx.db.kysely.transaction().execute(async (trx) => {
    const status = await initialDocumentStatus(trx, userId);
    const out: CreatedDocument[] = [];
    for (const doc of docs) {
      const attachment = attachments.get(doc.attachmentId)!;
      const now = nowIso();
      const uuid = crypto.randomBytes(8).toString("hex");
      const title = doc.title.trim();
      const row = await trx
        .insertInto("document")
        .values({
          uuid,
          title,
          keywords: doc.keywords.trim() || keywordsFromTitle(title),
          description: firstChars(doc.description, 512),
          user_id: userId,
          attachment_id: doc.attachmentId,
          hash: attachment.hash,
          size: Number(attachment.size),
          ext: attachment.ext,
          price: doc.price,
          language: doc.language,
          status,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      const categories = categoriesOf(doc);
      if (categories.length > 0) await trx.insertInto("document_category").values(categories.map((category_id) => ({ document_id: id, category_id }))).execute();
      if (!(await bindUploadToDocument(trx, doc.attachmentId, id))) throw badRequest(badAttachmentMessage);
      out.push({ id, uuid, title, status });
    }
    const ids = out.map((d) => d.id);
    await recountForDocuments(trx, ids);
    await rewardUploads(trx, rewardRule, userId, ids);
    return out;
  });
  for (const doc of created) await ctx.events.emit("document.changed", { documentId: doc.id });
  return created;
}
