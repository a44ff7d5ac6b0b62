import { OauthType, miniprogramMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { SCAN_TTL_S, insertScan, newScene } from "../oauth/scan/scan-rows.js";
import { hasAppCredentials, miniprogramSettings } from "./miniprogram-settings.js";
import { fetchWxacode, type WxacodeImage } from "./wxacode-image.js";

/**
 * GET scan/code with the mini-program: a mini-program code (getUnlimited) carrying a fresh random scene, polled only
 * by the browser that asked for it. The person scans it with WeChat, the mini-program opens, shows 确认登录 and, once
 * tapped, sends scan/login with the scene and a wx.login code (scan-login.ts). The image goes back inline (data: URL):
 * each code serves one sign-in and is never stored.
 */
export async function createMiniprogramScan(ctx: AppContext, input: { browserSecret: string; redirect: string; ip: string }) {
  const settings = await miniprogramSettings(ctx);
  if (!hasAppCredentials(settings)) throw badRequest(miniprogramMessages.notConfigured);
  const scene = newScene();
  let image: WxacodeImage;
  try {
    image = await fetchWxacode(ctx, settings, scene);
  } catch (error) {
    ctx.log.warn("wechat getwxacodeunlimit failed", { err: error });
    throw badRequest(miniprogramMessages.wxacodeFailed);
  }
  await insertScan(ctx, { scene, oauthType: OauthType.miniprogram, ...input, expiresIn: SCAN_TTL_S });
  const mime = image.ext === ".png" ? "image/png" : "image/jpeg";
  return { qrcode: `data:${mime};base64,${image.bytes.toString("base64")}`, url: "", scene, expires_in: SCAN_TTL_S, kind: "miniprogram" as const };
}
