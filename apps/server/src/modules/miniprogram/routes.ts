import { miniprogramEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { ensureBrowserSecret } from "../oauth/browser-binding.js";
import { miniprogramLogin } from "./miniprogram-login.js";
import { creditRewardedAd, rewardedOpportunities } from "./rewarded-ads.js";
import { miniprogramScanRoutes } from "./scan-routes.js";

export const miniprogramRoutes = [
  ...miniprogramScanRoutes,
  defineRoute(miniprogramEndpoints.login, {
    gateExempt: true,
    rateLimit: 20,
    handler: ({ ctx, body, ip, request, reply }) => miniprogramLogin(ctx, { code: body.code, ip, clientSecret: ensureBrowserSecret(request, reply) }),
  }),
  defineRoute(miniprogramEndpoints.rewardedOpportunities, {
    handler: ({ ctx, actor }) => rewardedOpportunities(ctx, Number(actor.requireUser().id)),
  }),
  defineRoute(miniprogramEndpoints.rewardedCredit, {
    userRateLimit: { bucket: "rewarded-credit", perMinute: 30 },
    async handler({ ctx, actor, body }) {
      await creditRewardedAd(ctx, Number(actor.requireUser().id), body.adunit_id);
      return {};
    },
  }),
];
