import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { DocumentRow } from "../documents/document-access.js";
import { findUnusedPaidOrder } from "../orders/document-entitlement.js";
import { discountedPrice, vipDocumentDiscount } from "../vip/vip-discount.js";
import type { DownloadSettings } from "./download-settings.js";
import { takeVipDownload } from "./vip-quota.js";

export interface DownloadRecord {
  isPay: boolean;
  price: number;
  orderId?: number;
  vipId?: number;
  /** Free or paid for because the buyer already bought the document (a recent paid download or a paid order). */
  bought?: true;
}

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/**
 * What one download costs and how it is recorded: owners, free documents and re-downloads within
 * `free_download_duration` days of a purchase are free; a paid document order not yet used pays for it (once); on the
 * VIP route (`vip`) a free VIP download is taken from the VIP period; otherwise the price less the buyer's VIP
 * document discount.
 */
export async function decideDownload(
  trx: Transaction<Database>,
  settings: DownloadSettings,
  request: { userId?: number; vip?: boolean },
  doc: DocumentRow,
  isOwner: boolean,
  now: Date,
): Promise<DownloadRecord> {
  const { userId } = request;
  if (userId === undefined || isOwner || doc.price <= 0) return { isPay: false, price: 0 };
  const boughtRecently = settings.freeDays > 0 && (await latestDownloadSince(trx, userId, doc.id, secondsAgo(settings.freeDays * 86400), true));
  if (boughtRecently) return { isPay: false, price: 0, bought: true };
  const order = await findUnusedPaidOrder(trx, userId, doc.id);
  if (order) return { isPay: true, price: Number(order.amount), orderId: Number(order.id), bought: true };
  if (request.vip) return { isPay: false, price: 0, vipId: await takeVipDownload(trx, userId, now) };
  return { isPay: true, price: discountedPrice(doc.price, await vipDocumentDiscount(trx, userId, now)) };
}

/** Credits a decided download takes from the buyer: none when an order already paid for it. */
export const creditsOf = (record: DownloadRecord) => (record.isPay && !record.orderId ? record.price : 0);

/** A repeated click within the link lifetime reuses the download it made instead of paying again. */
export const reusedDownload = (trx: Transaction<Database>, settings: DownloadSettings, userId: number, documentId: number) =>
  latestDownloadSince(trx, userId, documentId, secondsAgo(settings.linkSeconds), false);

async function latestDownloadSince(trx: Transaction<Database>, userId: number, documentId: number, since: string, paidOnly: boolean) {
  let query = trx
    .selectFrom("download")
    .select("id")
    .where("user_id", "=", userId)
    .where("document_id", "=", documentId)
    .where("created_at", ">=", since);
  if (paidOnly) query = query.where("is_pay", "=", 1);
  return query.orderBy("id", "desc").limit(1).executeTakeFirst();
}
