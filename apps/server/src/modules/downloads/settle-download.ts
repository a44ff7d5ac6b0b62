import { documentMessages } from "@wenku/contract";
import type { Transaction } from "kysely";
import type { DialectName } from "../../db/database.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/columns.js";
import { forbidden, notFound } from "../../http/errors.js";
import { changeCredits } from "../credits/change-credits.js";
import { isOpenToPublic } from "../documents/document-access.js";
import { findDocumentFile } from "./document-file.js";
import { assertWithinDailyLimits } from "./download-limits.js";
import type { DownloadSettings } from "./download-settings.js";
import type { DownloadGrant } from "./download-token.js";

export interface DownloadRequest {
  /** undefined for a guest */
  userId?: number;
  documentId: number;
  ip: string;
}

export interface SettledDownload {
  grant: DownloadGrant;
  filename: string;
  /** Credits the buyer paid for this request (0 when free, owned, re-downloaded or reused). */
  paid: number;
}

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/**
 * Decides and records one download in the caller's transaction. The buyer's row is locked first (PostgreSQL
 * SELECT … FOR UPDATE; SQLite runs one write transaction at a time), so concurrent clicks are serialised: a
 * download of the same document by the same user within the link lifetime is reused instead of charged again.
 * A paid download moves the price from buyer to uploader through the credit ledger; owners, free documents and
 * re-downloads within `free_download_duration` days of a purchase are free.
 */
export async function settleDownload(
  trx: Transaction<Database>,
  dialect: DialectName,
  settings: DownloadSettings,
  request: DownloadRequest,
): Promise<SettledDownload> {
  const { userId, documentId, ip } = request;
  const buyer = userId === undefined ? undefined : await lockUser(trx, dialect, userId);
  const doc = await trx.selectFrom("document").selectAll().where("id", "=", documentId).executeTakeFirst();
  if (!doc || !isOpenToPublic(doc)) throw notFound(documentMessages.notFound);
  if (doc.price > 0 && userId === undefined) throw forbidden(documentMessages.paidNeedsLogin);
  const file = await findDocumentFile(trx, doc);
  if (!file) throw notFound(documentMessages.attachmentNotFound);
  if (file.illegal) throw forbidden(documentMessages.attachmentDisabled);

  const grant: DownloadGrant = { userId: userId ?? 0, documentId: Number(doc.id), hash: doc.hash };
  const filename = `${doc.title}${doc.ext}`;
  if (userId !== undefined && (await latestDownloadSince(trx, userId, documentId, secondsAgo(settings.linkSeconds), false))) {
    return { grant, filename, paid: 0 };
  }
  await assertWithinDailyLimits(trx, { perUser: settings.perUserPerDay, perIp: settings.perIpPerDay }, { userId, ip });

  const isOwner = userId !== undefined && userId === Number(doc.user_id);
  const boughtRecently =
    userId !== undefined && settings.freeDays > 0 && (await latestDownloadSince(trx, userId, documentId, secondsAgo(settings.freeDays * 86400), true));
  const price = isOwner || boughtRecently ? 0 : doc.price;
  if (price > 0 && buyer) {
    const insufficientMessage = documentMessages.insufficientCredits(settings.creditName);
    if (Number(buyer.credit_count) < price) throw forbidden(insufficientMessage);
    await changeCredits(trx, { userId: buyer.id, delta: -price, reason: "download", refType: "document", refId: Number(doc.id), insufficientMessage });
    const uploader = await trx.selectFrom("user").select("id").where("id", "=", doc.user_id).executeTakeFirst();
    if (uploader) {
      await changeCredits(trx, { userId: Number(uploader.id), delta: price, reason: "download_income", refType: "document", refId: Number(doc.id) });
    }
  }
  const now = nowIso();
  await trx
    .insertInto("download")
    .values({ user_id: userId ?? 0, document_id: Number(doc.id), ip, is_pay: price > 0 ? 1 : 0, price, created_at: now, updated_at: now })
    .execute();
  await trx.updateTable("document").set((eb) => ({ download_count: eb("download_count", "+", 1) })).where("id", "=", doc.id).execute();
  return { grant, filename, paid: price };
}

async function lockUser(trx: Transaction<Database>, dialect: DialectName, userId: number) {
  const query = trx.selectFrom("user").select(["id", "credit_count"]).where("id", "=", userId);
  const row = await (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  return row ? { id: Number(row.id), credit_count: Number(row.credit_count) } : undefined;
}

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
