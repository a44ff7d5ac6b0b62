import { OauthType, miniprogramMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import type { Identity } from "../oauth/providers/provider.js";
import { spendCode } from "../oauth/spend-code.js";
import { hasAppCredentials, miniprogramSettings } from "./miniprogram-settings.js";
import { codeToSession, type MiniprogramSession } from "./wechat-api.js";

/** New accounts of the mini-program are named this (jscode2session names nobody), then 微信用户_<random> (oauth/oauth-username.ts). */
export const MINIPROGRAM_USERNAME = "微信用户";

/** Who a wx.login code belongs to (jscode2session), the code accepted once; 400 when WeChat refuses it. */
export async function miniprogramIdentity(ctx: AppContext, code: string): Promise<Identity> {
  if (!code) throw badRequest(miniprogramMessages.codeRequired);
  const settings = await miniprogramSettings(ctx);
  if (!hasAppCredentials(settings)) throw badRequest(miniprogramMessages.notConfigured);
  await spendCode(ctx, OauthType.miniprogram, code);
  let session: MiniprogramSession;
  try {
    session = await codeToSession(ctx, settings, code);
  } catch (error) {
    ctx.log.warn("mini-program sign-in refused by WeChat", { err: error });
    throw badRequest(miniprogramMessages.loginFailed);
  }
  if (!session.openid) throw badRequest(miniprogramMessages.loginFailed);
  return { openid: session.openid, unionid: session.unionid, username: MINIPROGRAM_USERNAME, avatar: "" };
}
