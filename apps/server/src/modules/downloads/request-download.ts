import { PunishmentType, documentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { unauthorized } from "../../http/errors.js";
import type { Actor } from "../auth/actor.js";
import { refusePunished } from "../punishments/active-punishments.js";
import { readDownloadSettings } from "./download-settings.js";
import { downloadUrl, signDownloadToken } from "./download-token.js";
import { settleDownload } from "./settle-download.js";

/**
 * GET /api/v1/document/download (api-contract §7): checks the caller (guests only with
 * download.enable_guest_download, and only free documents), punishments (1 and 4), daily limits, the document
 * and the price, records the download and returns a short-lived signed link to the original file.
 */
export async function requestDownload(ctx: AppContext, actor: Actor, documentId: number, ip: string): Promise<{ url: string }> {
  const settings = await readDownloadSettings(ctx);
  const userId = actor.user ? Number(actor.user.id) : undefined;
  if (userId === undefined && !settings.guestAllowed) throw unauthorized();
  if (userId !== undefined) await refusePunished(ctx, userId, PunishmentType.noDownload, documentMessages.downloadPunished);
  const settled = await ctx.db.kysely.transaction().execute((trx) => settleDownload(trx, ctx.db.dialect, settings, { userId, documentId, ip }));
  const token = await signDownloadToken(ctx, settled.grant, settings.linkSeconds);
  return { url: downloadUrl(token, settled.grant, settled.filename) };
}
