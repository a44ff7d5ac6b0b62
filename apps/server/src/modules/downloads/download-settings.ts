import type { AppContext } from "../../context.js";
import { creditName } from "../settings/credit-name.js";

/** The `download` settings group, read once per request before any transaction starts. */
export interface DownloadSettings {
  guestAllowed: boolean;
  perUserPerDay: number;
  perIpPerDay: number;
  /** Lifetime of a download link, in seconds; also the window in which a repeated click reuses a download. */
  linkSeconds: number;
  /** Days after a purchase during which the buyer downloads again for free; 0 = every download is paid. */
  freeDays: number;
  creditName: string;
  /** vip.enable: VIP-only documents are refused to non-VIPs only while VIP is on (otherwise nobody could get them). */
  vipEnabled: boolean;
}

export async function readDownloadSettings(ctx: AppContext): Promise<DownloadSettings> {
  const s = ctx.settings;
  return {
    guestAllowed: await s.bool("download", "enable_guest_download"),
    perUserPerDay: await s.number("download", "times_every_day"),
    perIpPerDay: await s.number("download", "times_every_ip"),
    linkSeconds: Math.max(10, await s.number("download", "url_duration")),
    freeDays: Math.max(0, await s.number("download", "free_download_duration")),
    creditName: await creditName(s),
    vipEnabled: await s.bool("vip", "enable"),
  };
}
