import { SmsType, smsMessages, smsProviders, type SmsProviderName, type SmsTypeValue } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { smsProviderClients } from "./providers/index.js";
import type { SmsProvider, SmsProviderConfig } from "./providers/types.js";

export interface SmsConfig extends SmsProviderConfig {
  client: SmsProvider;
  templates: Record<SmsTypeValue, string>;
  /** How long a code works, in minutes. */
  durationMinutes: number;
  limits: { mobilePerHour: number; mobilePerDay: number; ipPerHour: number };
}

const isProviderName = (value: string): value is SmsProviderName => (smsProviders as readonly string[]).includes(value);

/**
 * The SMS settings when codes can be sent: system.enable_sms is on, the chosen provider has a client and the keys,
 * sign and templates it needs are set. Undefined otherwise.
 */
export async function readSmsConfig(ctx: AppContext): Promise<SmsConfig | undefined> {
  if (!(await ctx.settings.bool("system", "enable_sms"))) return undefined;
  const s = ctx.settings;
  const provider = await s.get("sms", "provider");
  const client = isProviderName(provider) ? smsProviderClients[provider] : undefined;
  if (!isProviderName(provider) || !client) return undefined;
  const config: SmsConfig = {
    provider,
    client,
    accessKeyId: (await s.get("sms", "access_key_id")).trim(),
    accessKeySecret: (await s.get("sms", "access_key_secret")).trim(),
    signName: (await s.get("sms", "sign_name")).trim(),
    sdkAppId: (await s.get("sms", "sdk_app_id")).trim(),
    region: (await s.get("sms", "region")).trim(),
    endpoint: (await s.get("sms", "endpoint")).trim().replace(/\/+$/, ""),
    templates: {
      [SmsType.register]: (await s.get("sms", "template_register")).trim(),
      [SmsType.login]: (await s.get("sms", "template_login")).trim(),
      [SmsType.findPassword]: (await s.get("sms", "template_find_password")).trim(),
    },
    durationMinutes: Math.min(60, Math.max(1, Math.floor(await s.number("sms", "duration")) || 10)),
    limits: {
      mobilePerHour: Math.max(1, Math.floor(await s.number("sms", "limit_mobile_hour")) || 5),
      mobilePerDay: Math.max(1, Math.floor(await s.number("sms", "limit_mobile_day")) || 10),
      ipPerHour: Math.max(1, Math.floor(await s.number("sms", "limit_ip_hour")) || 20),
    },
  };
  const templatesSet = Object.values(config.templates).every(Boolean);
  return client.requires(config) && templatesSet ? config : undefined;
}

/** The SMS settings, or 400 短信服务未开启 when codes cannot be sent. */
export async function requireSmsConfig(ctx: AppContext): Promise<SmsConfig> {
  const config = await readSmsConfig(ctx);
  if (!config) throw badRequest(smsMessages.disabled);
  return config;
}

/** Hands the settings module whether codes can be sent (ctx.hooks.smsReady), for system.enable_sms of the public settings. */
export function provideSmsReadiness(ctx: AppContext): [] {
  ctx.hooks.smsReady = async () => (await readSmsConfig(ctx)) !== undefined;
  return [];
}
