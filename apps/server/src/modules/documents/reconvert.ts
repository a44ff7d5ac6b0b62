import { DocumentStatus, type DocumentStatusValue } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { live } from "../../db/list-query.js";
import { conflict, forbidden, notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { queueReconversion, retryFailed } from "./document-status.js";
import { announceChanged } from "./documents-of-hash.js";

/** PUT /api/v1/document/reconvert: every failed document back to the conversion queue (3 → 0). */
export async function reconvertFailedDocuments(ctx: AppContext): Promise<number> {
  const ids = await retryFailed(ctx.db.kysely);
  await announceChanged(ctx, ids);
  return ids.length;
}

const reconvertibleByManager: readonly DocumentStatusValue[] = [
  DocumentStatus.pending, DocumentStatus.converted, DocumentStatus.failed, DocumentStatus.reconvert,
];

/**
 * Converts one document again, even if its file was converted before (status 5). Its owner may retry a failed
 * conversion; holders of this route's permission may reconvert any queued, converted or failed document.
 */
export async function reconvertDocument(ctx: AppContext, actor: Actor, documentId: number, isManager: boolean): Promise<void> {
  const user = actor.requireUser();
  const doc = await ctx.db.kysely.selectFrom("document").select(["id", "user_id", "status"]).where("id", "=", documentId).where(live()).executeTakeFirst();
  if (!doc || (!isManager && Number(doc.user_id) !== user.id)) throw notFound("文档不存在");
  if (doc.status === DocumentStatus.converting) throw conflict("文档正在转换中，请稍后再试");
  const allowed: readonly number[] = isManager ? reconvertibleByManager : [DocumentStatus.failed];
  if (!allowed.includes(doc.status)) throw forbidden("当前状态的文档不能重新转换");
  const ids = await queueReconversion(ctx.db.kysely, { ids: [documentId] }, [doc.status as DocumentStatusValue]);
  await announceChanged(ctx, ids);
}

/**
 * Queues the live documents among `ids` that are in one of `statuses` as reconversions (status 5), so their files
 * are converted again (modules/ocr re-reads scanned pages this way). Returns how many were queued.
 */
export async function queueReconversions(ctx: AppContext, ids: number[], statuses: readonly DocumentStatusValue[]): Promise<number> {
  const moved = await queueReconversion(ctx.db.kysely, { ids }, statuses);
  await announceChanged(ctx, moved);
  return moved.length;
}
