import { gzipSync } from "node:zlib";
import { findSettingGroup, publicSettingsSchema, publishedSettingGroups, publishedSettingValue, type PublicSettings } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { listLanguages } from "../language/list-languages.js";
import { enabledChatModelRows } from "../llm/resolve-model.js";
import { passwordRecoveryReady } from "./password-recovery-ready.js";
import { creditName } from "./credit-name.js";
import { installYear } from "./install-year.js";
import { paymentReadiness } from "./payment-readiness.js";
import { omitEmptyArrays } from "./omit-empty-arrays.js";
import { sanitizeSettingHtml } from "./setting-html.js";

async function publishedGroup(ctx: AppContext, category: string): Promise<Record<string, unknown>> {
  const group = findSettingGroup(category);
  if (!group) throw new Error(`settings group ${category} is not defined`);
  const stored = await ctx.settings.group(category);
  const out: Record<string, unknown> = {};
  for (const def of group.fields) {
    if (!def.public || def.secret) continue;
    const value = stored[def.name] ?? def.default;
    // Sanitized here as well as on save: values stored before the sanitizer, or written to the table directly.
    out[def.name] = publishedSettingValue(def, def.html ? sanitizeSettingHtml(value) : value);
  }
  return out;
}

/** What members can pay with: a gateway only when it is on with complete credentials, recharge only when one is. */
async function payableFlags(ctx: AppContext, rechargeOn: boolean) {
  const usable = await paymentReadiness(ctx).usableGateways();
  return {
    enable_wechatpay: usable.includes("wechatpay"),
    enable_alipay: usable.includes("alipay"),
    enable_xunhupay: usable.includes("xunhupay"),
    enable_recharge: rechargeOn && usable.length > 0,
    official_account_appid: usable.includes("wechatpay") ? await jsapiAppId(ctx) : "",
  };
}

/**
 * WeChat Pay inside WeChat (payments/wechatpay/start-wechatpay-jsapi.ts) pays as the official account of the oauth
 * group: offered only when that account is WeChat Pay's own AppID, the one payment notifications are accepted for.
 */
async function jsapiAppId(ctx: AppContext): Promise<string> {
  const appId = (await ctx.settings.get("oauth", "officialaccount_client_id")).trim();
  if (!appId || !(await ctx.settings.get("oauth", "officialaccount_client_secret")).trim()) return "";
  return appId === (await ctx.settings.get("pay", "wechatpay_appid")).trim() ? appId : "";
}

const enabledLanguages = { page: 1, size: 0, enable: [], field: ["id", "language", "code"] };

async function buildPublicSettings(ctx: AppContext): Promise<PublicSettings> {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const [key, category] of Object.entries(publishedSettingGroups)) groups[key] = await publishedGroup(ctx, category);
  groups.system.credit_name = await creditName(ctx.settings);
  if (!groups.system.copyright_start_year) groups.system.copyright_start_year = await installYear(ctx);
  groups.security.find_password_by_email = await passwordRecoveryReady(ctx);
  groups.system.enable_sms = (await ctx.hooks.smsReady?.()) ?? false;
  // Offered only when a question can be answered: switched on and some enabled chat model to answer it.
  groups.llm.enable = groups.llm.enable === true && (await enabledChatModelRows(ctx)).length > 0;
  Object.assign(groups.payment, await payableFlags(ctx, groups.payment.enable_recharge === true), { credit_name: groups.system.credit_name });
  return publicSettingsSchema.parse({ ...groups, language: (await listLanguages(ctx, enabledLanguages, false)).language });
}

/**
 * The public settings (GET /api/v1/settings and every server render): only keys marked public, typed, HTML
 * sanitized, with the enabled languages. Kept with the settings cache, so a save or a language change shows at once.
 */
export function loadPublicSettings(ctx: AppContext): Promise<PublicSettings> {
  return ctx.settings.memo("public-settings", () => buildPublicSettings(ctx));
}

export interface PublicSettingsBytes {
  json: Buffer;
  gzip: Buffer;
}

/**
 * GET /api/v1/settings as the bytes it sends, plain and gzipped: validated, serialized and compressed once per
 * change of the settings, not on every request (every page of every visitor asks for it). Buffers, because
 * Fastify sends a Buffer faster than a string. Empty lists are left out (api-contract §1.4).
 */
export const publicSettingsBytesKey = "public-settings-bytes";

export function publicSettingsBytes(ctx: AppContext): Promise<PublicSettingsBytes> {
  return ctx.settings.memo(publicSettingsBytesKey, async () => {
    const json = Buffer.from(JSON.stringify(omitEmptyArrays(publicSettingsSchema.parse(await loadPublicSettings(ctx)))));
    return { json, gzip: gzipSync(json) };
  });
}
