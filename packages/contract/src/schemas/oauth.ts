import { z } from "zod";
import { bInt, firstValue, qInt } from "../query.js";
import { userPrivateSchema } from "./user.js";

/** api-contract §8 oauth types. 5 (mini-program) signs in from the mini-program, not from a web callback page. */
export const OauthType = { qq: 1, wechat: 2, gitee: 3, github: 4, miniprogram: 5, custom: 6, google: 7, officialaccount: 8 } as const;
export type OauthTypeValue = (typeof OauthType)[keyof typeof OauthType];

/** The providers a browser signs in with through a callback page `/oauth/<slug>` (api-contract §6.5). */
export const oauthProviderSlugs = ["qq", "wechat", "gitee", "github", "google", "custom"] as const;
export type OauthProviderSlug = (typeof oauthProviderSlugs)[number];

export const oauthProviderNames: Record<OauthProviderSlug, string> = {
  qq: "QQ", wechat: "微信", gitee: "Gitee", github: "GitHub", google: "Google", custom: "自定义",
};

export const oauthSlugOf = (type: number): OauthProviderSlug | undefined =>
  oauthProviderSlugs.find((slug) => OauthType[slug] === type);

export const oauthMessages = {
  typeUnsupported: "不支持的第三方登录方式",
  notEnabled: "该第三方登录方式未开启",
  stateInvalid: "登录请求已失效或来源不明，请重新发起第三方登录",
  codeRequired: "缺少授权码，请重新发起第三方登录",
  codeUsed: "授权码已使用，请重新发起第三方登录",
  providerFailed: (name: string) => `${name}登录失败，请稍后重试`,
  boundToOther: "该第三方账号已绑定其他用户",
  alreadyBound: "您已绑定过该类型的第三方账号，请先解绑",
  bindingNotFound: "绑定记录不存在",
  lastWayToSignIn: "这是您账号唯一的登录方式：请先设置密码或绑定其他第三方账号，再解绑",
  pendingInvalid: "绑定会话已失效，请重新发起第三方登录",
  bindNeedsLogin: "请先登录要绑定的账号",
  officialAccountOff: "未开启微信公众号扫码登录",
  officialAccountMissing: "未配置微信公众号",
  scanExpired: "二维码已过期，请刷新后重新扫码",
  officialAccountFailed: "微信公众号接口调用失败，请稍后重试",
  shareUrlInvalid: "分享页面地址无效",
} as const;

/** OauthConfig (api-contract §3): a provider switched on with its credentials; no secret. */
export const oauthConfigSchema = z.object({
  type: z.number().int(),
  oauth_type: z.number().int(),
  name: z.string(),
  client_id: z.string(),
  redirect_url: z.string(),
  enable: z.boolean(),
});
export type OauthConfig = z.infer<typeof oauthConfigSchema>;
export const oauthConfigsReplySchema = z.object({ oauths: z.array(oauthConfigSchema) });

/** Starting a sign-in (or a binding): the server makes the state and answers with the provider's authorize address. */
export const oauthAuthorizeBodySchema = z.object({
  oauth_type: bInt(),
  /** Where to go afterwards (spec §4 rule: a path on this site, never under /oauth; /me by default). */
  redirect: z.string().max(1000).optional().default(""),
  /** Bind the identity to the signed-in account instead of signing in with it. */
  bind: z.boolean().optional().default(false),
});
export const oauthAuthorizeReplySchema = z.object({ url: z.string() });

/** OauthPending (api-contract §3): an identity no account holds yet, kept server-side under `session`. */
export const oauthPendingSchema = z.object({
  openid: z.string(),
  oauth_type: z.number().int(),
  session: z.string(),
  avatar: z.string(),
  username: z.string().optional(),
});
export type OauthPending = z.infer<typeof oauthPendingSchema>;

const oauthCode = z.string().trim().max(2048).optional().default("");
const oauthState = z.string().trim().max(256).optional().default("");
/** RFC 9207: the issuer some providers add to the callback, checked against the provider's. */
const oauthIss = z.string().trim().max(1000).optional().default("");

export const oauthLoginBodySchema = z.object({ code: oauthCode, oauth_type: bInt(), state: oauthState, iss: oauthIss });

/** Signed in (token and user), or an identity to bind (`oauth`) when no account may be created for it; `redirect` is where to go. */
export const oauthLoginReplySchema = z.object({
  token: z.string().optional(),
  user: userPrivateSchema.optional(),
  oauth: oauthPendingSchema.optional(),
  redirect: z.string(),
});

/** Bind a fresh authorization (`code` and `state`) or a pending identity (`openid` and `session`) to the signed-in account. */
export const oauthBindBodySchema = z.object({
  oauth_type: bInt(),
  code: oauthCode,
  state: oauthState,
  iss: oauthIss,
  openid: z.string().trim().max(256).optional().default(""),
  session: z.string().trim().max(256).optional().default(""),
});
export const oauthBindReplySchema = z.object({ token: z.string().optional(), user: userPrivateSchema.optional(), redirect: z.string().optional() });

/** UserOauth (api-contract §3): one identity bound to the caller. */
export const userOauthSchema = z.object({
  id: z.number().int(),
  oauth_type: z.number().int(),
  username: z.string(),
  avatar: z.string(),
  updated_at: z.string(),
});
export type UserOauth = z.infer<typeof userOauthSchema>;
export const userOauthListReplySchema = z.object({ oauth: z.array(userOauthSchema) });
export const userOauthIdQuerySchema = z.object({ id: qInt() });

/** The web "scan with WeChat" sign-in through the official account: a temporary QR code for one scene. */
export const wechatmpScanCodeQuerySchema = z.object({ redirect: z.preprocess(firstValue, z.string().max(1000).optional().default("")) });
export const wechatmpScanCodeReplySchema = z.object({
  /** The QR image at WeChat (api-contract); `url` is its content, for drawing it on this site. */
  qrcode: z.string(),
  url: z.string(),
  scene: z.string(),
  expires_in: z.number().int(),
});
export const wechatmpScanStatusBodySchema = z.object({ scene: z.string().trim().max(64) });
/** `waiting` until the scan is reported, then signed in (token, user) or a pending identity (`oauth`). */
export const wechatmpScanStatusReplySchema = z.object({
  status: z.enum(["waiting", "done", "expired"]),
  token: z.string().optional(),
  user: userPrivateSchema.optional(),
  oauth: oauthPendingSchema.optional(),
  redirect: z.string().optional(),
});

/** WeChat JS-SDK config for sharing a page (api-contract §6.5). */
export const wxshareSignatureQuerySchema = z.object({ url: z.preprocess(firstValue, z.string().max(2000).optional().default("")) });
export const wxshareSignatureReplySchema = z.object({ appid: z.string(), timestamp: z.number().int(), noncestr: z.string(), signature: z.string() });
