import { z } from "zod";

export const miniprogramMessages = {
  notConfigured: "未配置微信小程序",
  codeRequired: "缺少登录凭证 code",
  loginFailed: "微信小程序登录失败，请稍后重试",
  rewardedOff: "未开启激励视频广告奖励",
  rewardedMiniprogramOnly: "请在小程序中登录并观看广告领取奖励",
  adunitMismatch: "广告单元不正确",
  rewardedExhausted: "今日看广告奖励次数已用完，请明天再来",
  sceneRequired: "缺少小程序码的 scene",
  sceneInvalid: "小程序码已失效，请在电脑上刷新后重新扫码",
  wxacodeFailed: "小程序码生成失败，请稍后重试",
} as const;

/** POST /api/v1/oauth/wechatmp/login: the code of wx.login; `scene` is read by nothing yet (kept for the client). */
export const wechatmpLoginBodySchema = z.object({
  code: z.string().trim().max(256).default(""),
  scene: z.string().max(256).optional().default(""),
});

/** POST /api/v1/oauth/wechatmp/scan/login: sent by the mini-program after the person scanned a web sign-in code and tapped 确认登录. */
export const wechatmpScanLoginBodySchema = z.object({
  code: z.string().trim().max(256).default(""),
  scene: z.string().trim().max(64).default(""),
});

/** GET /api/v1/user/rewarded/opportunities (api-contract §6.6). */
export const rewardedOpportunitiesReplySchema = z.object({
  enable: z.boolean(),
  /** Credits given for one rewarded video watched to the end. */
  credit_count: z.number().int(),
  /** Rewards still to be had today. */
  credit_times: z.number().int(),
});
export type RewardedOpportunities = z.infer<typeof rewardedOpportunitiesReplySchema>;

export const rewardedCreditBodySchema = z.object({ adunit_id: z.string().trim().max(128).default("") });

/** WeChat Pay inside the WeChat browser (JSAPI): the payer's official-account openid comes from an OAuth code. */
export const wechatJsapiMessages = {
  officialAccountMissing: "未配置微信公众号，无法在微信内支付，请使用其他支付方式",
  authorizationFailed: "微信授权失败，请重新打开支付页面",
  appIdMismatch: "公众号 AppID 与微信支付 AppID 不一致，无法在微信内支付，请使用其他支付方式",
} as const;
