import { number, password, text, type SettingGroup } from "./types.js";

/**
 * /admin/config/miniprogram (domain-reference §6 `mp`): the WeChat mini-program's AppID and AppSecret (sign-in with
 * wx.login, the document codes of /view/wxacode) and its rewarded-video ad (modules/miniprogram).
 */
export const miniprogramGroup: SettingGroup = {
  category: "miniprogram",
  title: "小程序配置",
  fields: [
    text("appid", "小程序 AppID", "", { help: "微信公众平台 → 开发管理 → 开发设置 中的 AppID(小程序ID)" }),
    password("secret", "小程序 AppSecret", { help: "用于小程序登录、生成文档小程序码；填写后网页登录页提供「微信小程序登录」（扫小程序码，在小程序中确认登录）" }),
    text("rewarded_adunit_id", "激励视频广告单元 ID", "", { help: "流量主 → 广告管理 中激励视频广告位的 ID（adunit-…）；留空则不开启看广告得积分" }),
    number("rewarded_credit", "每次看完广告奖励积分", 5, { min: 0 }),
    number("rewarded_times", "每人每天最多奖励次数", 3, { min: 0 }),
  ],
};
