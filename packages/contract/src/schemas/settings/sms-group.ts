import { smsProviderLabels } from "../sms.js";
import { number, opts, password, select, text, type SettingGroup } from "./types.js";

/** The providers with a client (apps/server/src/modules/sms/providers/); 浩信 publishes no API to build one on. */
const offeredProviders = ["smsAliyun", "smsTencent", "smsBaidu", "smsHuawei"] as const;

/** /admin/config/sms: who sends the codes, with which keys and templates, how long a code works and how often it may be sent. */
export const smsGroup: SettingGroup = {
  category: "sms",
  title: "短信配置",
  fields: [
    select("provider", "短信服务商", "smsAliyun", { options: opts(...offeredProviders.map((p): [string, string] => [p, smsProviderLabels[p]])) }),
    text("access_key_id", "AccessKey ID", "", { help: "阿里云 AccessKey ID、腾讯云 SecretId、百度智能云 AK 或华为云 App Key" }),
    password("access_key_secret", "AccessKey Secret", { help: "阿里云 AccessKey Secret、腾讯云 SecretKey、百度智能云 SK 或华为云 App Secret" }),
    text("sign_name", "短信签名", "", { help: "阿里云、腾讯云、华为云填签名名称；百度智能云填签名 ID（sms-sign-…）" }),
    text("sdk_app_id", "短信应用 ID", "", { help: "腾讯云填 SmsSdkAppId；华为云填签名通道号（sender）；其他服务商不填" }),
    text("region", "地域", "", { help: "腾讯云地域，如 ap-guangzhou；留空使用 ap-guangzhou" }),
    text("endpoint", "接口地址", "", {
      format: "url",
      help: "留空使用服务商的默认地址（阿里云 https://dysmsapi.aliyuncs.com，腾讯云 https://sms.tencentcloudapi.com，百度智能云 https://smsv3.bj.baidubce.com）；华为云必须填写控制台给出的 APP 接入地址",
    }),
    text("template_register", "注册验证码模板", "", { help: "模板 ID；模板中的验证码变量为 code（腾讯云、华为云为第一个变量）" }),
    text("template_login", "登录验证码模板", ""),
    text("template_find_password", "找回密码验证码模板", ""),
    number("duration", "验证码有效期（分钟）", 10, { min: 1, max: 60 }),
    number("limit_mobile_hour", "每个手机号每小时最多发送", 5, { min: 1 }),
    number("limit_mobile_day", "每个手机号每天最多发送", 10, { min: 1 }),
    number("limit_ip_hour", "每个 IP 每小时最多发送", 20, { min: 1 }),
  ],
};
