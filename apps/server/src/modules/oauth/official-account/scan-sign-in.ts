import { OauthType, oauthMessages } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { badRequest } from "../../../http/errors.js";
import { SCAN_TTL_S, insertScan, newScene } from "../scan/scan-rows.js";
import { createSceneQrCode } from "./official-account-api.js";
import { officialAccountSettings, scanReady } from "./official-account-settings.js";

/**
 * A temporary QR code of the official account for one sign-in, polled only by the browser that asked for it (its
 * oauth cookie). Scanning it does not sign in: the official account answers the scanner with a confirmation link
 * (official-account-callback.ts), and only 确认登录 there completes the sign-in (scan-confirmation.ts).
 */
export async function createOfficialAccountScan(ctx: AppContext, input: { browserSecret: string; redirect: string; ip: string }) {
  const account = await officialAccountSettings(ctx);
  if (!scanReady(account)) throw badRequest(oauthMessages.officialAccountOff);
  const scene = newScene();
  let qr: Awaited<ReturnType<typeof createSceneQrCode>>;
  try {
    qr = await createSceneQrCode(ctx, account, scene, SCAN_TTL_S);
  } catch (error) {
    ctx.log.warn("wechat qrcode/create failed", { err: error });
    throw badRequest(oauthMessages.officialAccountFailed);
  }
  await insertScan(ctx, { scene, oauthType: OauthType.officialaccount, ...input, expiresIn: qr.expiresIn });
  return { qrcode: qr.image, url: qr.content, scene, expires_in: qr.expiresIn, kind: "officialaccount" as const };
}
