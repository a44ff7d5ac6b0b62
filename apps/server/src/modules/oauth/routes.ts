import { oauthEndpoints, oauthMessages } from "@wenku/contract";
import { notFound } from "../../http/errors.js";
import { requestOrigin } from "../../http/request-origin.js";
import { defineRoute } from "../../http/route.js";
import { listBindings } from "./bindings.js";
import { browserSecret, ensureBrowserSecret } from "./browser-binding.js";
import { listOauthConfigs } from "./list-configs.js";
import { oauthBind } from "./oauth-bind.js";
import { oauthLogin } from "./oauth-login.js";
import { startAuthorization } from "./start-authorization.js";
import { unbindIdentity } from "./unbind.js";
import { confirmationInfo, decideConfirmation } from "./official-account/scan-confirmation.js";
import { pollScan } from "./scan/poll-scan.js";
import { wxshareSignature } from "./official-account/wxshare-signature.js";

export const oauthRoutes = [
  defineRoute(oauthEndpoints.configs, {
    gateExempt: true,
    handler: async ({ ctx, request }) => ({ oauths: await listOauthConfigs(ctx, requestOrigin(request)) }),
  }),
  defineRoute(oauthEndpoints.authorize, {
    gateExempt: true,
    rateLimit: 30,
    handler: ({ ctx, actor, body, request, reply }) =>
      startAuthorization(ctx, {
        oauthType: body.oauth_type, redirect: body.redirect, bind: body.bind, bindUserId: actor.user ? Number(actor.user.id) : 0,
        browserSecret: ensureBrowserSecret(request, reply), requestOrigin: requestOrigin(request),
      }),
  }),
  defineRoute(oauthEndpoints.login, {
    gateExempt: true,
    rateLimit: 20,
    handler: ({ ctx, body, ip, request }) =>
      oauthLogin(ctx, { oauthType: body.oauth_type, code: body.code, state: body.state, iss: body.iss, browserSecret: browserSecret(request), ip }),
  }),
  defineRoute(oauthEndpoints.bind, {
    rateLimit: 20,
    handler: ({ ctx, actor, body, ip, request }) =>
      oauthBind(ctx, {
        userId: Number(actor.requireUser().id), oauthType: body.oauth_type, code: body.code, state: body.state, iss: body.iss,
        openid: body.openid, session: body.session, browserSecret: browserSecret(request), ip,
      }),
  }),
  defineRoute(oauthEndpoints.scanStatus, {
    gateExempt: true,
    rateLimit: 120,
    handler: ({ ctx, body, ip, request }) => pollScan(ctx, body.scene, browserSecret(request), ip),
  }),
  defineRoute(oauthEndpoints.scanConfirmInfo, {
    gateExempt: true,
    rateLimit: 30,
    handler: ({ ctx, query }) => confirmationInfo(ctx, query.scene, query.t),
  }),
  defineRoute(oauthEndpoints.scanConfirm, {
    gateExempt: true,
    rateLimit: 30,
    handler: ({ ctx, body }) => decideConfirmation(ctx, body.scene, body.t, body.accept),
  }),
  defineRoute(oauthEndpoints.wxshareSignature, {
    rateLimit: 30,
    handler: ({ ctx, query }) => wxshareSignature(ctx, query.url),
  }),
  defineRoute(oauthEndpoints.list, {
    handler: async ({ ctx, actor }) => ({ oauth: await listBindings(ctx, Number(actor.requireUser().id)) }),
  }),
  defineRoute(oauthEndpoints.unbind, {
    async handler({ ctx, actor, query }) {
      if (!query.id) throw notFound(oauthMessages.bindingNotFound);
      await unbindIdentity(ctx, Number(actor.requireUser().id), query.id);
      return {};
    },
  }),
];
