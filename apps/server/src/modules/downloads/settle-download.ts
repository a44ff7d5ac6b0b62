import { documentMessages, vipMessages } from "@wenku/contract";
import type { Transaction } from "kysely";
import type { DialectName } from "../../db/database.js";
import type { Database } from "../../db/schema.js";
import { forbidden, notFound } from "../../http/errors.js";
import { changeCredits } from "../credits/change-credits.js";
import { isOpenToPublic, type DocumentRow } from "../documents/document-access.js";
import { countDocumentDownload } from "../documents/document-counters.js";
import { isVipNow } from "../users/is-vip-now.js";
import { findDocumentFile } from "./document-file.js";
import { assertWithinDailyLimits } from "./download-limits.js";
import { creditsOf, decideDownload, reusedDownload } from "./download-decision.js";
import type { DownloadSettings } from "./download-settings.js";
import type { DownloadGrant } from "./download-token.js";
import { lockBuyer } from "./lock-buyer.js";

export interface DownloadRequest {
  /** undefined for a guest */
  userId?: number;
  documentId: number;
  ip: string;
  /** GET /document/download/vip: a VIP's free download, taken from the running VIP period's quota. */
  vip?: boolean;
  /** Document administrators download VIP-only documents without being VIP. */
  bypassVipOnly?: boolean;
}

export interface SettledDownload {
  grant: DownloadGrant;
  filename: string;
  /** Credits the buyer paid for this request (0 when free, owned, re-downloaded, reused, bought or VIP). */
  paid: number;
  /** The document's download count after this request. */
  downloadCount: number;
}

/**
 * Decides and records one download in the caller's transaction. The buyer's row is locked first (lockBuyer), so
 * one user's concurrent clicks are decided one after another: a download of the same document within the link
 * lifetime is reused instead of charged again. Then, in this order: owners, free documents and re-downloads
 * within `free_download_duration` days of a purchase are free; a paid document order not yet used pays for this
 * download (once); on the VIP route a free VIP download is taken from the VIP period; otherwise the price, less
 * the buyer's VIP document discount, moves from buyer to uploader through the credit ledger.
 * While VIP is enabled, a VIP-only document is refused to everyone but VIPs, its owner and administrators.
 */
export async function settleDownload(
  trx: Transaction<Database>,
  dialect: DialectName,
  settings: DownloadSettings,
  request: DownloadRequest,
): Promise<SettledDownload> {
  const { userId, documentId, ip } = request;
  const now = new Date();
  const buyer = userId === undefined ? undefined : await lockBuyer(trx, dialect, userId);
  const vipNow = buyer !== undefined && isVipNow(buyer, now);
  if (request.vip && !vipNow) throw forbidden(vipMessages.notVip);
  const doc = await trx.selectFrom("document").selectAll().where("id", "=", documentId).executeTakeFirst();
  if (!doc || !isOpenToPublic(doc)) throw notFound(documentMessages.notFound);
  const isOwner = userId !== undefined && userId === Number(doc.user_id);
  if (settings.vipEnabled && doc.is_vip === 1 && !vipNow && !isOwner && !request.bypassVipOnly) throw forbidden(vipMessages.documentVipOnly);
  if (doc.price > 0 && userId === undefined) throw forbidden(documentMessages.paidNeedsLogin);
  const file = await findDocumentFile(trx, doc);
  if (!file) throw notFound(documentMessages.attachmentNotFound);
  if (file.illegal) throw forbidden(documentMessages.attachmentDisabled);

  const grant: DownloadGrant = { userId: userId ?? 0, documentId: Number(doc.id), hash: doc.hash };
  const settled = { grant, filename: `${doc.title}${doc.ext}` };
  if (userId !== undefined && (await reusedDownload(trx, settings, userId, documentId))) {
    return { ...settled, paid: 0, downloadCount: Number(doc.download_count) };
  }
  const record = await decideDownload(trx, settings, request, doc, isOwner, now);
  if (!record.vipId) await assertWithinDailyLimits(trx, { perUser: settings.perUserPerDay, perIp: settings.perIpPerDay }, { userId, ip });
  const credits = creditsOf(record);
  if (buyer) await payWithCredits(trx, settings, buyer, doc, credits);
  const at = now.toISOString();
  await trx
    .insertInto("download")
    .values({
      user_id: userId ?? 0, document_id: Number(doc.id), ip, is_pay: record.isPay ? 1 : 0, price: record.price,
      order_id: record.orderId ?? 0, vip_id: record.vipId ?? 0, created_at: at, updated_at: at,
    })
    .execute();
  await countDocumentDownload(trx, Number(doc.id));
  const counted = await trx.selectFrom("document").select("download_count").where("id", "=", doc.id).executeTakeFirstOrThrow();
  return { ...settled, paid: credits, downloadCount: Number(counted.download_count) };
}

async function payWithCredits(
  trx: Transaction<Database>,
  settings: DownloadSettings,
  buyer: { id: number; credit_count: number },
  doc: DocumentRow,
  price: number,
): Promise<void> {
  if (price <= 0) return;
  const insufficientMessage = documentMessages.insufficientCredits(settings.creditName);
  if (buyer.credit_count < price) throw forbidden(insufficientMessage);
  await changeCredits(trx, { userId: buyer.id, delta: -price, reason: "download", refType: "document", refId: Number(doc.id), insufficientMessage });
  const uploader = await trx.selectFrom("user").select("id").where("id", "=", doc.user_id).executeTakeFirst();
  if (uploader) await changeCredits(trx, { userId: Number(uploader.id), delta: price, reason: "download_income", refType: "document", refId: Number(doc.id) });
}
