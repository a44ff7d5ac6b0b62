import { documentMessages, type DownloadPrice } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { isOpenToPublic } from "../documents/document-access.js";
import { creditsOf, decideDownload, reusedDownload } from "./download-decision.js";
import { readDownloadSettings } from "./download-settings.js";

/**
 * GET /api/v1/document/download/price: the credits GET /api/v1/document/download would take from the caller now
 * (decided as settle-download.ts decides it, nothing recorded), their balance, and whether they bought the document
 * (the page shows 已购买), so the price is confirmed once.
 */
export async function quoteDownload(ctx: AppContext, userId: number, documentId: number): Promise<DownloadPrice> {
  const settings = await readDownloadSettings(ctx);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const doc = await trx.selectFrom("document").selectAll().where("id", "=", documentId).executeTakeFirst();
    if (!doc || !isOpenToPublic(doc)) throw notFound(documentMessages.notFound);
    const user = await trx.selectFrom("user").select("credit_count").where("id", "=", userId).executeTakeFirst();
    const balance = Number(user?.credit_count ?? 0);
    const record = await decideDownload(trx, settings, { userId }, doc, userId === Number(doc.user_id), new Date());
    const bought = record.bought === true;
    if (await reusedDownload(trx, settings, userId, documentId)) return { price: 0, credit_count: balance, bought };
    return { price: creditsOf(record), credit_count: balance, bought };
  });
}
