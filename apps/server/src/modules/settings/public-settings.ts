import { findSetting, findSettingGroup, publicSettingsSchema, publishedSettingGroups, publishedSettingValue, type PublicSettings } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { listLanguages } from "../language/list-languages.js";

async function publishedGroup(ctx: AppContext, category: string): Promise<Record<string, unknown>> {
  const group = findSettingGroup(category);
  if (!group) throw new Error(`settings group ${category} is not defined`);
  const stored = await ctx.settings.group(category);
  const out: Record<string, unknown> = {};
  for (const def of group.fields) {
    if (def.public && !def.secret) out[def.name] = publishedSettingValue(def, stored[def.name] ?? def.default);
  }
  return out;
}

const enabledLanguages = { page: 1, size: 0, enable: [], field: ["id", "language", "code"] };

async function buildPublicSettings(ctx: AppContext): Promise<PublicSettings> {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const [key, category] of Object.entries(publishedSettingGroups)) groups[key] = await publishedGroup(ctx, category);
  groups.system!.credit_name = (await ctx.settings.get("score", "credit_name")).trim() || findSetting("score", "credit_name")!.default;
  return publicSettingsSchema.parse({ ...groups, language: (await listLanguages(ctx, enabledLanguages, false)).language });
}

/**
 * The public settings (GET /api/v1/settings and every server render): only keys marked public, typed, with the
 * enabled languages. Kept with the settings cache, so a save or a language change shows at once.
 */
export function loadPublicSettings(ctx: AppContext): Promise<PublicSettings> {
  return ctx.settings.memo("public-settings", () => buildPublicSettings(ctx));
}
