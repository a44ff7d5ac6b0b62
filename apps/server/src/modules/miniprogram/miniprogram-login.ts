import { OauthType, miniprogramMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { signInIdentity, type OauthLoginReply } from "../oauth/sign-in-identity.js";
import { spendCode } from "../oauth/spend-code.js";
import { hasAppCredentials, miniprogramSettings } from "./miniprogram-settings.js";
import { codeToSession, type MiniprogramSession } from "./wechat-api.js";

/**
 * POST /api/v1/oauth/wechatmp/login: the code of wx.login → jscode2session → the account bound to that openid, or a
 * new account bound to it on the first sign-in (or the identity answered as pending while registration is closed),
 * as every third-party sign-in (oauth/sign-in-identity.ts). A code is accepted once.
 * `clientSecret` is the oauth cookie this reply sets (routes.ts): a pending identity is bound only by a call that sends
 * it back — the mini-program keeps the cookie of its login (wx.request answers it) and sends it with /oauth/bind.
 */
export async function miniprogramLogin(ctx: AppContext, input: { code: string; ip: string; clientSecret: string }): Promise<OauthLoginReply> {
  const { code, ip } = input;
  if (!code) throw badRequest(miniprogramMessages.codeRequired);
  const settings = await miniprogramSettings(ctx);
  if (!hasAppCredentials(settings)) throw badRequest(miniprogramMessages.notConfigured);
  await spendCode(ctx, OauthType.miniprogram, code);
  let session: MiniprogramSession;
  try {
    session = await codeToSession(ctx, settings, code);
  } catch (error) {
    ctx.log.warn("mini-program sign-in refused by WeChat", { error: error instanceof Error ? error.message : String(error) });
    throw badRequest(miniprogramMessages.loginFailed);
  }
  if (!session.openid) throw badRequest(miniprogramMessages.loginFailed);
  return signInIdentity(ctx, {
    oauthType: OauthType.miniprogram,
    usernamePrefix: "wechatmp",
    // jscode2session names nobody: new accounts are 微信用户, then 微信用户_<random> (oauth/oauth-username.ts).
    identity: { openid: session.openid, unionid: session.unionid, username: "微信用户", avatar: "" },
    redirect: "/me",
    ip,
    browserSecret: input.clientSecret,
  });
}
