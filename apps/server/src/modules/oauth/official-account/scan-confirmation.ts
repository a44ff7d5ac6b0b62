import { oauthMessages } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { badRequest } from "../../../http/errors.js";
import { decideScanned, scannedWithToken } from "../scan/scan-rows.js";

/**
 * The confirmation page the official account's link opens in WeChat (/oauth/wechatmp/confirm?scene=&t=): the token
 * reached only the WeChat user who scanned, so holding it proves the phone. Before deciding, the page shows where and
 * when the sign-in was asked for, so that someone sent another person's sign-in QR (phishing) can tell and cancel.
 */
export async function confirmationInfo(ctx: AppContext, scene: string, token: string) {
  const row = await scannedWithToken(ctx, scene, token);
  if (!row) throw badRequest(oauthMessages.confirmLinkInvalid);
  return { ip: row.request_ip, requested_at: row.created_at, expires_at: row.expires_at };
}

/** 确认登录 (accept) or 取消: spends the link's token; the polling browser then signs in, or learns it was cancelled. */
export async function decideConfirmation(ctx: AppContext, scene: string, token: string, accept: boolean) {
  if (!(await decideScanned(ctx, scene, token, accept))) throw badRequest(oauthMessages.confirmLinkInvalid);
  return { status: accept ? ("confirmed" as const) : ("cancelled" as const) };
}
