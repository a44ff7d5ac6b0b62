import { findSetting, type SettingProblem } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { isLoopbackOrigin } from "../../http/loopback-origin.js";
import { configuredSiteOrigin } from "./site-origin.js";

export const siteAddressMessages = {
  unset: "未设置。站点地图、找回密码邮件和支付回调暂时使用访客访问时的地址，请填写网站对外的地址，如 https://wenku.example.com",
  loopback: "是本机地址，访客、搜索引擎和支付平台都无法访问，请填写网站对外的地址，如 https://wenku.example.com",
} as const;

/**
 * system.domain while it is unset or names this machine: a standing problem of the dashboard (not a recorded one,
 * like setting-problems.ts's), there as long as the setting is so. The time is now: every link is made so meanwhile.
 */
export async function siteAddressProblems(ctx: AppContext): Promise<SettingProblem[]> {
  const origin = await configuredSiteOrigin(ctx);
  const message = !origin ? siteAddressMessages.unset : isLoopbackOrigin(origin) ? siteAddressMessages.loopback : undefined;
  if (!message) return [];
  const label = findSetting("system", "domain")?.label ?? "domain";
  return [{ category: "system", name: "domain", label, value: origin, message, updated_at: nowIso() }];
}
