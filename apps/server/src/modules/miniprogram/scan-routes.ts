import { miniprogramEndpoints, miniprogramMessages, oauthEndpoints, oauthMessages, type WechatScanKind } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { defineRoute } from "../../http/route.js";
import { ensureBrowserSecret } from "../oauth/browser-binding.js";
import { createOfficialAccountScan } from "../oauth/official-account/scan-sign-in.js";
import { officialAccountSettings, scanReady } from "../oauth/official-account/official-account-settings.js";
import { hasAppCredentials, miniprogramSettings } from "./miniprogram-settings.js";
import { createMiniprogramScan } from "./scan-code.js";
import { miniprogramScanLogin } from "./scan-login.js";

/**
 * Which code a browser gets: the one `via` asks for, if set up; without `via`, the mini-program's when it is
 * configured (what the established client's scan/code means), else the official account's.
 */
async function scanKind(ctx: AppContext, via: WechatScanKind | undefined): Promise<WechatScanKind> {
  const miniprogram = hasAppCredentials(await miniprogramSettings(ctx));
  const officialAccount = scanReady(await officialAccountSettings(ctx));
  if (via === "miniprogram" && !miniprogram) throw badRequest(miniprogramMessages.notConfigured);
  if (via === "officialaccount" && !officialAccount) throw badRequest(oauthMessages.officialAccountOff);
  if (via) return via;
  if (miniprogram) return "miniprogram";
  if (officialAccount) return "officialaccount";
  throw badRequest(oauthMessages.scanUnavailable);
}

/** The web's scan sign-in (api-contract §6.5 wechatmp/scan): here because it builds on both the oauth and the mini-program code. */
export const miniprogramScanRoutes = [
  defineRoute(oauthEndpoints.scanCode, {
    gateExempt: true,
    rateLimit: 20,
    async handler({ ctx, query, ip, request, reply }) {
      const kind = await scanKind(ctx, query.via);
      const input = { browserSecret: ensureBrowserSecret(request, reply), redirect: query.redirect, ip };
      return kind === "miniprogram" ? createMiniprogramScan(ctx, input) : createOfficialAccountScan(ctx, input);
    },
  }),
  defineRoute(miniprogramEndpoints.scanLogin, {
    gateExempt: true,
    rateLimit: 20,
    handler: ({ ctx, body, ip, request, reply }) =>
      miniprogramScanLogin(ctx, { code: body.code, scene: body.scene, ip, clientSecret: ensureBrowserSecret(request, reply) }),
  }),
];
