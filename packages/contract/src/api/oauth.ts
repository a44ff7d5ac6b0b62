import {
  oauthAuthorizeBodySchema, oauthAuthorizeReplySchema, oauthBindBodySchema, oauthBindReplySchema, oauthConfigsReplySchema, oauthLoginBodySchema,
  oauthLoginReplySchema, userOauthIdQuerySchema, userOauthListReplySchema, wechatmpScanCodeQuerySchema, wechatmpScanCodeReplySchema,
  wechatmpScanConfirmBodySchema, wechatmpScanConfirmInfoReplySchema, wechatmpScanConfirmQuerySchema, wechatmpScanConfirmReplySchema,
  wechatmpScanStatusBodySchema, wechatmpScanStatusReplySchema, wxshareSignatureQuerySchema, wxshareSignatureReplySchema,
} from "../schemas/oauth.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/**
 * Third-party sign-in (api-contract §6.5). `authorize` is ours: the server makes the state (bound to the browser,
 * single use, expiring) and the provider's authorize address, so the callback can be trusted.
 */
export const oauthEndpoints = {
  configs: apiRoute({ method: "GET", path: "/api/v1/oauth/configs", title: "第三方登录方式", access: "public", reply: oauthConfigsReplySchema }),
  authorize: apiRoute({
    method: "POST", path: "/api/v1/oauth/authorize", title: "发起第三方登录", access: "public", body: oauthAuthorizeBodySchema, reply: oauthAuthorizeReplySchema,
  }),
  login: apiRoute({ method: "POST", path: "/api/v1/oauth/login", title: "第三方登录", access: "public", body: oauthLoginBodySchema, reply: oauthLoginReplySchema }),
  bind: apiRoute({ method: "POST", path: "/api/v1/oauth/bind", title: "绑定第三方账号", access: "login", body: oauthBindBodySchema, reply: oauthBindReplySchema }),
  list: apiRoute({ method: "GET", path: "/api/v1/user/oauth", title: "已绑定的第三方账号", access: "login", reply: userOauthListReplySchema }),
  scanCode: apiRoute({
    method: "GET", path: "/api/v1/oauth/wechatmp/scan/code", title: "微信扫码登录二维码", access: "public", query: wechatmpScanCodeQuerySchema,
    reply: wechatmpScanCodeReplySchema,
  }),
  scanStatus: apiRoute({
    method: "POST", path: "/api/v1/oauth/wechatmp/scan/login/status", title: "微信扫码登录状态", access: "public", body: wechatmpScanStatusBodySchema,
    reply: wechatmpScanStatusReplySchema,
  }),
  scanConfirmInfo: apiRoute({
    method: "GET", path: "/api/v1/oauth/wechatmp/scan/confirm", title: "微信扫码登录待确认的请求", access: "public", query: wechatmpScanConfirmQuerySchema,
    reply: wechatmpScanConfirmInfoReplySchema,
  }),
  scanConfirm: apiRoute({
    method: "POST", path: "/api/v1/oauth/wechatmp/scan/confirm", title: "在手机上确认或取消微信扫码登录", access: "public", body: wechatmpScanConfirmBodySchema,
    reply: wechatmpScanConfirmReplySchema,
  }),
  wxshareSignature: apiRoute({
    method: "GET", path: "/api/v1/oauth/wxshare/signature", title: "微信分享签名", access: "public", query: wxshareSignatureQuerySchema, reply: wxshareSignatureReplySchema,
  }),
  unbind: apiRoute({ method: "DELETE", path: "/api/v1/user/oauth", title: "解绑第三方账号", access: "login", query: userOauthIdQuerySchema, reply: emptyReplySchema }),
};
