import { z } from "zod";
import { bBool, pageQuery, qInt, qIntArray, qString } from "../query.js";
import { isMobile } from "../rules/mobile.js";
import { captchaFields, newPasswordSchema, userMessages } from "./user.js";

/** What a text message code is for (spec §4 SMS type; api-contract Sms.type). */
export const SmsType = { register: 0, login: 1, findPassword: 2 } as const;
export type SmsTypeValue = (typeof SmsType)[keyof typeof SmsType];
export const smsTypeLabels: Record<SmsTypeValue, string> = { 0: "注册", 1: "登录", 2: "找回密码" };

/** Where a send stands (spec §4 SMS status). */
export const SmsStatus = { sending: 0, sent: 1, failed: 2 } as const;
export type SmsStatusValue = (typeof SmsStatus)[keyof typeof SmsStatus];
export const smsStatusLabels: Record<SmsStatusValue, string> = { 0: "发送中", 1: "已发送", 2: "发送失败" };

/** The providers of spec §4, by the names the settings and the send log use. */
export const smsProviders = ["smsAliyun", "smsTencent", "smsBaidu", "smsHuawei", "smsHaomas"] as const;
export type SmsProviderName = (typeof smsProviders)[number];
export const smsProviderLabels: Record<SmsProviderName, string> = {
  smsAliyun: "阿里云", smsTencent: "腾讯云", smsBaidu: "百度智能云", smsHuawei: "华为云", smsHaomas: "浩信",
};

export const smsMessages = {
  disabled: "短信服务未开启",
  codeWrong: "短信验证码错误或已过期",
  tooFrequent: "短信发送过于频繁，请稍后再试",
  sendFailed: "短信发送失败，请稍后再试",
  mobileNotRegistered: "该手机号尚未注册",
  mobileRequired: "请输入手机号码",
  codeRequired: "请输入短信验证码",
  typeInvalid: "短信类型错误",
  mobileNeedsCode: "请通过短信验证码绑定手机号",
} as const;

export const smsMobileSchema = z
  .string({ error: smsMessages.mobileRequired })
  .trim()
  .min(1, smsMessages.mobileRequired)
  .refine(isMobile, userMessages.mobileInvalid);

const smsCodeSchema = z.string({ error: smsMessages.codeRequired }).trim().min(1, smsMessages.codeRequired).max(16, smsMessages.codeWrong);

const smsTypeSchema = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z.union([z.literal(SmsType.register), z.literal(SmsType.login), z.literal(SmsType.findPassword)], { error: smsMessages.typeInvalid }),
);

/** POST /api/v1/sms: the captcha of the form the code is for, then one code to `mobile`. */
export const smsSendBodySchema = z.object({ mobile: smsMobileSchema, type: smsTypeSchema, ...captchaFields });
export const smsSendReplySchema = z.object({ is_registered: z.boolean() });

export const mobileLoginBodySchema = z.object({ mobile: smsMobileSchema, code: smsCodeSchema });
export const mobileFindPasswordBodySchema = z.object({ mobile: smsMobileSchema, code: smsCodeSchema, password: newPasswordSchema() });
/** Like registerBodySchema's `agreement`: false is refused while the site links an agreement; absent is accepted. */
export const mobileRegisterBodySchema = mobileFindPasswordBodySchema.extend({ agreement: bBool().optional() });
/** PUT /api/v1/user/mobile: a signed-in member proves a number with a code sent for type 0 (a number with no account yet). */
export const mobileBindBodySchema = mobileLoginBodySchema;

/** One row of the send log (api-contract Sms). The code itself is never kept: `code` is always masked. */
export const smsSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  code: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  provider: z.string(),
  error: z.string(),
  response: z.string(),
  ip: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Sms = z.infer<typeof smsSchema>;

export const smsIdQuerySchema = z.object({ id: qInt() });
export const smsListQuerySchema = z.object({
  ...pageQuery, mobile: qString(), status: qIntArray(), type: qIntArray(), user_id: qIntArray(),
});
export const smsListReplySchema = z.object({ total: z.number().int(), sms: z.array(smsSchema) });
