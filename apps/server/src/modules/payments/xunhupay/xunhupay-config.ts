import type { AppContext } from "../../../context.js";

/** The site's 虎皮椒 (xunhupay) channel: its appid and appsecret (`pay` settings). */
export interface XunhupayConfig {
  enabled: boolean;
  appid: string;
  appsecret: string;
  gateway: string;
}

/** The configured credentials (whether or not 虎皮椒 is enabled), or undefined when they are incomplete. */
export async function readXunhupayConfig(ctx: AppContext): Promise<XunhupayConfig | undefined> {
  const s = await ctx.settings.group("pay");
  const appid = (s.xunhupay_appid ?? "").trim();
  const appsecret = (s.xunhupay_appsecret ?? "").trim();
  if (!appid || !appsecret) return undefined;
  return {
    enabled: s.enable_xunhupay === "true",
    appid,
    appsecret,
    gateway: (s.xunhupay_gateway ?? "").trim() || "https://api.xunhupay.com/payment/do.html",
  };
}
