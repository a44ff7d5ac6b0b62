import { captchaGroup, emailGroup, footerGroup, scoreGroup, securityGroup, systemGroup } from "./core-groups.js";
import {
  converterGroup, displayGroup, downloadGroup, llmGroup, ocrGroup, payGroup, searchGroup, ssrGroup, vipGroup,
} from "./content-groups.js";
import { oauthGroup } from "./oauth-group.js";
import { smsGroup } from "./sms-group.js";
import { miniprogramGroup } from "./miniprogram-group.js";
import { backupGroup } from "./backup-group.js";
import type { SettingDefinition, SettingGroup } from "./types.js";

export * from "./types.js";
export * from "./values.js";
export * from "./site-addresses.js";

/**
 * Every settings group of the admin routes /admin/config/<category>, in menu order. Each field is read by the code
 * it names (apps/server/src/modules/settings/every-setting-read.test.ts).
 */
export const settingGroups: SettingGroup[] = [
  systemGroup, footerGroup, securityGroup, converterGroup, downloadGroup, scoreGroup, displayGroup, captchaGroup, emailGroup,
  searchGroup, vipGroup, payGroup, smsGroup, oauthGroup, miniprogramGroup, llmGroup, ocrGroup, ssrGroup, backupGroup,
];

export const settingCategories = settingGroups.map((g) => g.category);

export function findSetting(category: string, name: string): SettingDefinition | undefined {
  return settingGroups.find((g) => g.category === category)?.fields.find((f) => f.name === name);
}

export function findSettingGroup(category: string): SettingGroup | undefined {
  return settingGroups.find((g) => g.category === category);
}
