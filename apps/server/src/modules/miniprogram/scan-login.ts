import { OauthType, miniprogramMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { confirmWaitingScan, waitingScan } from "../oauth/scan/scan-rows.js";
import { signInIdentity, type OauthLoginReply } from "../oauth/sign-in-identity.js";
import { miniprogramIdentity } from "./miniprogram-identity.js";

/**
 * POST /api/v1/oauth/wechatmp/scan/login, from the mini-program after the person scanned a web sign-in code and
 * tapped 确认登录 there (that tap is the confirmation: nothing more is asked). The wx.login code says who (signed in,
 * or a new account on the first scan, as /wechatmp/login does); the scene — waiting, unexpired, of a mini-program
 * code — is then confirmed for that person, once, and the browser polling it signs in as them.
 */
export async function miniprogramScanLogin(ctx: AppContext, input: { code: string; scene: string; ip: string; clientSecret: string }): Promise<OauthLoginReply> {
  if (!input.scene) throw badRequest(miniprogramMessages.sceneRequired);
  if (!(await waitingScan(ctx, input.scene, OauthType.miniprogram))) throw badRequest(miniprogramMessages.sceneInvalid);
  const identity = await miniprogramIdentity(ctx, input.code);
  const reply = await signInIdentity(ctx, {
    oauthType: OauthType.miniprogram, usernamePrefix: "wechatmp", identity, redirect: "/me", ip: input.ip, browserSecret: input.clientSecret,
  });
  if (!(await confirmWaitingScan(ctx, input.scene, OauthType.miniprogram, identity))) throw badRequest(miniprogramMessages.sceneInvalid);
  return reply;
}
