import { OauthType } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { signInIdentity, type OauthLoginReply } from "../oauth/sign-in-identity.js";
import { miniprogramIdentity } from "./miniprogram-identity.js";

/**
 * POST /api/v1/oauth/wechatmp/login: the code of wx.login → jscode2session → the account bound to that openid, or a
 * new account bound to it on the first sign-in (or the identity answered as pending while registration is closed),
 * as every third-party sign-in (oauth/sign-in-identity.ts). A code is accepted once.
 * `clientSecret` is the oauth cookie this reply sets (routes.ts): a pending identity is bound only by a call that sends
 * it back — the mini-program keeps the cookie of its login (wx.request answers it) and sends it with /oauth/bind.
 */
export async function miniprogramLogin(ctx: AppContext, input: { code: string; ip: string; clientSecret: string }): Promise<OauthLoginReply> {
  const identity = await miniprogramIdentity(ctx, input.code);
  return signInIdentity(ctx, { oauthType: OauthType.miniprogram, usernamePrefix: "wechatmp", identity, redirect: "/me", ip: input.ip, browserSecret: input.clientSecret });
}
