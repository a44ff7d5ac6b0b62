import { findSetting } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { readAllowList } from "../../outbound/allow-list.js";
import { allowHostsSetting, outboundPolicyFor } from "../../outbound/outbound-policy.js";
import { refuseInternalHost, refuseInternalUrl } from "../../outbound/refuse-on-save.js";
import type { SettingEntry } from "./store.js";

/** Settings holding a URL the server fetches or calls (an image setting may also hold a path on this site). */
const urlSettings = [
  { category: "system", name: "watermark" },
  { category: "pay", name: "wechatpay_base_url" },
  { category: "pay", name: "alipay_gateway" },
  { category: "pay", name: "xunhupay_gateway" },
  { category: "oauth", name: "custom_issuer" },
  { category: "oauth", name: "custom_token_url" },
  { category: "oauth", name: "custom_userinfo_url" },
];

const label = (category: string, name: string) => `「${findSetting(category, name)?.label ?? name}」`;

/**
 * On save: the allow list must be readable, and an address typed into a setting the server connects to must not
 * point at a loopback, private or link-local address unless the allow list (as it will be after this save) names it.
 */
export async function checkOutboundSettings(ctx: AppContext, accepted: SettingEntry[]): Promise<void> {
  const submitted = (category: string, name: string) => accepted.find((e) => e.category === category && e.name === name);
  const allowEntry = submitted(allowHostsSetting.category, allowHostsSetting.name);
  if (allowEntry) {
    const reading = readAllowList(allowEntry.value);
    if (!reading.ok) throw badRequest(`${label(allowHostsSetting.category, allowHostsSetting.name)}第 ${reading.line} 行应为主机或 主机:端口：${reading.text}`);
  }
  const policy = outboundPolicyFor(allowEntry?.value ?? (await ctx.settings.get(allowHostsSetting.category, allowHostsSetting.name)));
  for (const setting of urlSettings) {
    const entry = submitted(setting.category, setting.name);
    if (entry) await refuseInternalUrl(policy, label(setting.category, setting.name), entry.value);
  }
  const host = submitted("email", "host");
  const port = submitted("email", "port");
  if (host || port) {
    const smtpHost = (host?.value ?? (await ctx.settings.get("email", "host"))).trim();
    const smtpPort = Number(port?.value ?? (await ctx.settings.get("email", "port"))) || 465;
    if (smtpHost) await refuseInternalHost(policy, label("email", "host"), smtpHost, smtpPort);
  }
}
