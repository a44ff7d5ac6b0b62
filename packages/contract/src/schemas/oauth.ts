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
  scanUnavailable: "未开启微信扫码登录",
  confirmLinkInvalid: "确认链接已失效，请在电脑上刷新二维码后重新扫码",
} as const;

/** The passive reply of the official account to a scan of a sign-in QR code: a link to confirm on the phone. */
export const officialAccountConfirmMessage = (link: string) =>
  `您正在网页上使用微信扫码登录。<a href="${link}">点此确认登录</a>\n如果不是您本人在电脑上发起的登录，请勿点击。`;

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

/**
 * The web "scan with WeChat" sign-in: a mini-program code (getUnlimited, confirmed in the mini-program) or a temporary
 * QR code of the official account (confirmed by a link it sends). `via` picks one; without it the mini-program's is
 * given when the mini-program is configured (the established client's "scan with mini-program" login).
 */
export const wechatScanKinds = ["miniprogram", "officialaccount"] as const;
export type WechatScanKind = (typeof wechatScanKinds)[number];
export const wechatmpScanCodeQuerySchema = z.object({
  redirect: z.preprocess(firstValue, z.string().max(1000).optional().default("")),
  via: z.preprocess(firstValue, z.enum(wechatScanKinds).optional()),
});
export const wechatmpScanCodeReplySchema = z.object({
  /** The code's image (api-contract): a data: URL of the mini-program code, or the official account's QR at WeChat. */
  qrcode: z.string(),
  /** The official account's QR content, for drawing it on this site ("" for a mini-program code). */
  url: z.string(),
  scene: z.string(),
  expires_in: z.number().int(),
  kind: z.enum(wechatScanKinds),
});
export const wechatmpScanStatusBodySchema = z.object({ scene: z.string().trim().max(64) });
/**
 * `waiting` for a scan; `scanned` once the official account reported it (awaiting 确认登录 on the phone); then signed in
 * once (`done`: token and user, or a pending identity `oauth`), or `cancelled` on the phone, or `expired`.
 */
export const wechatmpScanStatusReplySchema = z.object({
  status: z.enum(["waiting", "scanned", "done", "cancelled", "expired"]),
  token: z.string().optional(),
  user: userPrivateSchema.optional(),
  oauth: oauthPendingSchema.optional(),
  redirect: z.string().optional(),
});

/** The confirmation page on the phone (/oauth/wechatmp/confirm?scene=&t=): `t` is the one-time token of the link. */
export const wechatmpScanConfirmQuerySchema = z.object({
  scene: z.preprocess(firstValue, z.string().trim().max(64).optional().default("")),
  t: z.preprocess(firstValue, z.string().trim().max(128).optional().default("")),
});
/** Where and when the sign-in was asked for, so that the person on the phone can tell whether it was them. */
export const wechatmpScanConfirmInfoReplySchema = z.object({ ip: z.string(), requested_at: z.string(), expires_at: z.string() });
export const wechatmpScanConfirmBodySchema = z.object({
  scene: z.string().trim().max(64),
  t: z.string().trim().max(128),
  /** true: 确认登录; false: 取消. */
  accept: z.boolean(),
});
export const wechatmpScanConfirmReplySchema = z.object({ status: z.enum(["confirmed", "cancelled"]) });

/** WeChat JS-SDK config for sharing a page (api-contract §6.5). */
export const wxshareSignatureQuerySchema = z.object({ url: z.preprocess(firstValue, z.string().max(2000).optional().default("")) });
export const wxshareSignatureReplySchema = z.object({ appid: z.string(), timestamp: z.number().int(), noncestr: z.string(), signature: z.string() });
