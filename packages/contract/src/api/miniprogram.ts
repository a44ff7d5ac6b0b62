import { oauthLoginReplySchema } from "../schemas/oauth.js";
import { rewardedCreditBodySchema, rewardedOpportunitiesReplySchema, wechatmpLoginBodySchema, wechatmpScanLoginBodySchema } from "../schemas/miniprogram.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** The WeChat mini-program (api-contract §6.5 wechatmp/login, §6.6 rewarded ads). */
export const miniprogramEndpoints = {
  login: apiRoute({
    method: "POST", path: "/api/v1/oauth/wechatmp/login", title: "微信小程序登录", access: "public", body: wechatmpLoginBodySchema, reply: oauthLoginReplySchema,
  }),
  scanLogin: apiRoute({
    method: "POST", path: "/api/v1/oauth/wechatmp/scan/login", title: "小程序扫码确认网页登录", access: "public", body: wechatmpScanLoginBodySchema,
    reply: oauthLoginReplySchema,
  }),
  rewardedOpportunities: apiRoute({
    method: "GET", path: "/api/v1/user/rewarded/opportunities", title: "看广告得积分的剩余次数", access: "login", reply: rewardedOpportunitiesReplySchema,
  }),
  rewardedCredit: apiRoute({
    method: "PUT", path: "/api/v1/user/rewarded/credit", title: "看完激励视频广告领取积分", access: "login", body: rewardedCreditBodySchema, reply: emptyReplySchema,
  }),
};
