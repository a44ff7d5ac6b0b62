import { PunishmentType, documentMessages, type DownloadUrlReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { unauthorized } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { canManageDocuments } from "../documents/document-access.js";
import { refusePunished } from "../punishments/active-punishments.js";
import { readDownloadSettings } from "./download-settings.js";
import { downloadUrl, signDownloadToken } from "./download-token.js";
import { settleDownload } from "./settle-download.js";

/**
 * GET /api/v1/document/download (api-contract §7) and, with `vip`, GET /api/v1/document/download/vip (§6.2):
 * checks the caller (guests only with download.enable_guest_download, only free documents, never on the VIP
 * route), punishments (1 and 4), then settles the download (settle-download.ts: price, VIP-only documents,
 * paid orders, VIP quota, daily limits) and returns a short-lived signed link to the original file, with the credits
 * it took and the document's download count now.
 */
export async function requestDownload(ctx: AppContext, actor: Actor, documentId: number, ip: string, options: { vip?: boolean } = {}): Promise<DownloadUrlReply> {
  const settings = await readDownloadSettings(ctx);
  const userId = actor.user ? Number(actor.user.id) : undefined;
  if (userId === undefined && (options.vip || !settings.guestAllowed)) throw unauthorized();
  if (userId !== undefined) await refusePunished(ctx, userId, PunishmentType.noDownload, documentMessages.downloadPunished);
  // Asked only while VIP is on, when VIP-only documents are refused: not a permission query for every download.
  const bypassVipOnly = settings.vipEnabled && (await canManageDocuments(actor));
  const settled = await ctx.db.kysely
    .transaction()
    .execute((trx) => settleDownload(trx, ctx.db.dialect, settings, { userId, documentId, ip, vip: options.vip, bypassVipOnly }));
  const token = await signDownloadToken(ctx, settled.grant, settings.linkSeconds);
  return { url: downloadUrl(token, settled.grant, settled.filename), paid: settled.paid, download_count: settled.downloadCount };
}
