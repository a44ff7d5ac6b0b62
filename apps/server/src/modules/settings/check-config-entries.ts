import { SECRET_MASK, checkSettingValue, findSettingGroup, type SettingDefinition } from "@wenku/contract";
import { badRequest, forbidden } from "../../http/errors.js";
import { sanitizeSettingHtml } from "./setting-html.js";
import type { SettingEntry } from "./store.js";

/**
 * Checks every submitted entry against its definition and returns what to store: values in their stored form
 * (HTML settings sanitized), without secrets sent back masked (they keep the stored value). Throws on the first
 * invalid entry, before anything is written.
 */
export function checkConfigEntries(entries: SettingEntry[]): SettingEntry[] {
  if (entries.some((e) => e.category === "release")) throw forbidden("版本信息不允许修改");
  const accepted = new Map<string, SettingEntry>();
  for (const entry of entries) {
    const def = knownSetting(entry.category, entry.name);
    const key = `${entry.category}.${entry.name}`;
    if (def.secret && entry.value === SECRET_MASK) {
      accepted.delete(key);
      continue;
    }
    const check = checkSettingValue(def, entry.value);
    if (!check.ok) throw badRequest(check.message);
    accepted.set(key, { category: entry.category, name: entry.name, value: def.html ? sanitizeSettingHtml(check.value) : check.value });
  }
  return [...accepted.values()];
}

/** The definition of a setting, or 400 naming what is unknown: the category, or the name in it. */
export function knownSetting(category: string, name: string): SettingDefinition {
  const group = findSettingGroup(category);
  if (!group) throw badRequest(`未知的配置分类：${category}`);
  const def = group.fields.find((f) => f.name === name);
  if (!def) throw badRequest(`未知的配置项：${group.title}（${category}）中没有 ${name}`);
  return def;
}
