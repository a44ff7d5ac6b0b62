import crypto from "node:crypto";
import { oauthMessages } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { badRequest } from "../../../http/errors.js";
import { jsapiTicket } from "./official-account-api.js";
import { jssdkSignature } from "./jssdk-signature.js";
import { hasAppCredentials, officialAccountSettings } from "./official-account-settings.js";

/** wx.config for a page shared inside WeChat: the official account's AppID and the JS-SDK signature of the page's URL. */
export async function wxshareSignature(ctx: AppContext, pageUrl: string) {
  const account = await officialAccountSettings(ctx);
  if (!hasAppCredentials(account)) throw badRequest(oauthMessages.officialAccountMissing);
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    throw badRequest(oauthMessages.shareUrlInvalid);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw badRequest(oauthMessages.shareUrlInvalid);
  let ticket: string;
  try {
    ticket = await jsapiTicket(ctx, account);
  } catch (error) {
    ctx.log.warn("wechat jsapi_ticket failed", { err: error });
    throw badRequest(oauthMessages.officialAccountFailed);
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const noncestr = crypto.randomBytes(12).toString("base64url");
  return { appid: account.appId, timestamp, noncestr, signature: jssdkSignature({ jsapiTicket: ticket, noncestr, timestamp, url: pageUrl }) };
}
