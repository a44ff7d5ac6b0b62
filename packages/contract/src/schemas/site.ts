import { z } from "zod";
import { bInt, firstValue } from "../query.js";
import { settingProblemSchema } from "./setting-problems.js";

const str = z.string();
const bool = z.boolean();
const num = z.number();
/** GET /api/v1/settings omits empty arrays (api-contract §1.4), so an absent list reads as empty. */
const list = z.array(z.string()).default([]);

/** Public groups of GET /api/v1/settings and the settings group each is read from. */
export const publishedSettingGroups = {
  system: "system",
  footer: "footer",
  security: "security",
  display: "display",
  download: "download",
  vip: "vip",
  payment: "pay",
  search: "search",
  llm: "llm",
} as const;
export type PublishedSettingGroup = keyof typeof publishedSettingGroups;

export const publicSystemSettingsSchema = z.object({
  sitename: str, title: str, domain: str, keywords: str, description: str, recommend_words: list, logo: str, favicon: str,
  register_background: str, login_background: str, version: str, watermark: str, enable_watermark: bool,
  copyright_start_year: num, icp: str, sec_icp: str, enable_powered_by: bool, credit_exchange: num, analytics: str,
  /** Kept for the established client (api-contract, Pro superset); no setting drives it (no ¥ price toggle). */
  show_exchange: z.literal(false).default(false),
  /** Codes can be sent by text message: system.enable_sms is on and the SMS provider's settings are complete. */
  enable_sms: bool,
  /** The credit currency's name (score.credit_name, default 魔豆). */
  credit_name: str,
});

export const publicFooterSettingsSchema = z.object({ about: str, contact: str, agreement: str, copyright: str, feedback: str });

export const publicSecuritySettingsSchema = z.object({
  is_close: bool, close_statement: str, login_required: bool, enable_register: bool, enable_captcha_login: bool,
  enable_captcha_register: bool, enable_captcha_comment: bool, enable_captcha_find_password: bool, enable_captcha_upload: bool,
  enable_verify_register_email: bool, max_document_size: num, document_allowed_ext: list, disable_upload_exist_document: bool,
  /** A forgotten password can be reset by mail: the mail service is on and has an SMTP server (not a stored setting). */
  find_password_by_email: bool,
});

export const publicDisplaySettingsSchema = z.object({
  show_index_categories: bool, pages_per_read: num, max_search_pages: num,
  copyright_statement: str, show_document_descriptions: bool, hide_keywords_on_lists: bool,
  show_document_view_count: bool, show_document_download_count: bool, show_document_favorite_count: bool,
  hide_category_without_document: bool, wechat_qrcode: str, wechat_tip: str, contact_link: str, contact_tip: str,
  index_document_style: z.enum(["card", "list"]), show_order: bool,
  /** The reader lets text be selected and copied; free (price 0, not VIP) documents read in full (docs/reader.md). */
  enable_copy: bool, free_full_read: bool,
  /** Kept for the established client (api-contract ConfigDisplay); this site shows no such counts nor a second home page. */
  show_register_user_count: z.literal(true).default(true), show_document_count: z.literal(true).default(true),
  home_version: z.literal("v1").default("v1"),
});

export const publicDownloadSettingsSchema = z.object({
  enable_guest_download: bool, free_download_duration: num, times_every_day: num, times_every_ip: num,
  enable_code_download: bool, code_tip: str, max_price: num,
});

const vipPlan = <P extends "year" | "quarter" | "month">(plan: P) =>
  ({
    [`${plan}_price`]: num,
    [`${plan}_original_price`]: num,
    [`${plan}_download`]: num,
    [`${plan}_times_every_day`]: num,
    [`${plan}_document_discount`]: num,
    [`${plan}_ai_daily_messages`]: num,
  }) as Record<`${P}_${"price" | "original_price" | "download" | "times_every_day" | "document_discount" | "ai_daily_messages"}`, typeof num>;

export const publicVipSettingsSchema = z.object({
  enable: bool, icon: str, enable_credit_pay: bool, ...vipPlan("year"), ...vipPlan("quarter"), ...vipPlan("month"),
});

/**
 * What can be paid: a gateway's `enable_*` is true only when it is switched on and its credentials are complete,
 * `enable_recharge` only when recharge is on and some gateway can take the money. `credit_name` is the credit
 * currency's one name (score.credit_name), as in `system`.
 */
export const publicPaymentSettingsSchema = z.object({
  enable_recharge: bool, credit_name: str, recharge_discount: str, enable_wechatpay: bool,
  enable_alipay: bool, enable_xunhupay: bool, xunhupay_name: str,
  /**
   * The official account's AppID while WeChat Pay can be paid inside the WeChat browser (JSAPI: WeChat Pay usable and
   * the official account's AppID and AppSecret set), else "": the order page asks WeChat for an OAuth code with it.
   */
  official_account_appid: z.string().default(""),
});

/** `fold` is kept for the established client (api-contract); no setting drives it. */
export const publicSearchSettingsSchema = z.object({ fold: z.literal(true).default(true), page_size: num });
export const publicLlmSettingsSchema = z.object({ enable: bool });

export const settingsLanguageSchema = z.object({ id: z.number().int(), language: str, code: str });

/** GET /api/v1/settings: the public subset of the settings, typed; never a secret. */
export const publicSettingsSchema = z.object({
  system: publicSystemSettingsSchema,
  footer: publicFooterSettingsSchema,
  security: publicSecuritySettingsSchema,
  display: publicDisplaySettingsSchema,
  download: publicDownloadSettingsSchema,
  vip: publicVipSettingsSchema,
  payment: publicPaymentSettingsSchema,
  search: publicSearchSettingsSchema,
  llm: publicLlmSettingsSchema,
  /** Enabled document languages (absent on the wire when none is enabled). */
  language: z.array(settingsLanguageSchema).default([]),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** GET /api/v1/settings/recharge. */
export const rechargeSettingsSchema = z.object({
  /** Recharge is on and some payment gateway can take the money. */
  enable: bool,
  /** Credits per yuan. */
  credit_exchange: num,
  /** The credit currency's name (score.credit_name, default 魔豆). */
  credit_name: str,
  /** One tier a line as amount:discount. */
  recharge_discount: str,
});
export type RechargeSettings = z.infer<typeof rechargeSettingsSchema>;

const count = z.number().int();

/** GET /api/v1/stats: counts for everyone; the optional ones only for holders of the stats permission. */
export const statsSchema = z.object({
  user_count: count,
  document_count: count,
  article_count: count,
  category_count: count.optional(),
  comment_count: count.optional(),
  banner_count: count.optional(),
  friendlink_count: count.optional(),
  report_count: count.optional(),
  language_count: count.optional(),
  navigation_count: count.optional(),
  os: str.optional(),
  version: str.optional(),
  node_version: str.optional(),
  /** The git commit the server was built from, and when it was built (ISO-8601). */
  hash: str.optional(),
  build_at: str.optional(),
  /** Settings that broke something at run time and still hold the failing value (dashboard alert). */
  setting_problems: z.array(settingProblemSchema).optional(),
});
export type Stats = z.infer<typeof statsSchema>;

/* Fields shared by the site-chrome schemas (navigation, friendlinks, categories, languages). */

/** A required positive id in the query string (`?id=3`). */
export const qId = (message = "请指定 id") =>
  z.preprocess((v) => {
    const f = firstValue(v);
    return f === undefined || f === "" ? undefined : Number(f);
  }, z.number({ error: message }).int({ error: message }).positive({ error: message }));

/** Repeated ids in the query string (`?id=1&id=2`), at least one. */
export const qIds = (message = "请选择要操作的记录") =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]).map((x) => Number(x)),
    z.array(z.number({ error: message }).int({ error: message }).positive({ error: message })).min(1, message),
  );

/** A required positive id in a JSON body; quoted numbers accepted. */
export const bId = (message = "请指定 id") =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number({ error: message }).int({ error: message }).positive({ error: message }));

/** The id of a parent record, 0 for a top-level one. */
export const bParentId = (message: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number({ error: message }).int({ error: message }).min(0, message));

export const bSort = () => bInt().refine((n) => Math.abs(n) <= 1_000_000_000, "排序值超出范围");
export const bFlag = (label: string) => z.boolean({ error: `${label}必须是 true 或 false` });
export const bText = (label: string, max: number) => z.string({ error: `${label}必须是文本` }).trim().max(max, `${label}不能超过 ${max} 个字符`);
export const bRequiredText = (label: string, max: number, missing = `请输入${label}`) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${label}不能超过 ${max} 个字符`);

export const timestamps = { created_at: z.string(), updated_at: z.string() };
