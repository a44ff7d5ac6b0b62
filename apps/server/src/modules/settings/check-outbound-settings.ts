import { findSetting, settingGroups } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { readAllowList } from "../../outbound/allow-list.js";
import { allowHostsSetting, outboundPolicyFor } from "../../outbound/outbound-policy.js";
import { refuseInternalHost, refuseInternalUrl } from "../../outbound/refuse-on-save.js";
import type { SettingEntry } from "./store.js";

/** URL settings the server never connects to: the site's own address, and a page the browser is sent to. */
const browserOnlyUrls = new Set(["system.domain", "oauth.custom_authorize_url"]);

/**
 * Settings holding a URL the server fetches or calls: every URL setting but those above, and the watermark image
 * (which may also hold a path on this site).
 */
export const outboundUrlSettings = [
  { category: "system", name: "watermark" },
  ...settingGroups.flatMap((group) =>
    group.fields
      .filter((field) => field.format === "url" && !browserOnlyUrls.has(`${group.category}.${field.name}`))
      .map((field) => ({ category: group.category, name: field.name })),
  ),
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
  for (const setting of outboundUrlSettings) {
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
