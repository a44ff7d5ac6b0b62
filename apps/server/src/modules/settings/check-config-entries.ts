import { SECRET_MASK, checkSettingValue, findSettingGroup } from "@wenku/contract";
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
    const group = findSettingGroup(entry.category);
    if (!group) throw badRequest(`未知的配置分类：${entry.category}`);
    const def = group.fields.find((f) => f.name === entry.name);
    if (!def) throw badRequest(`未知的配置项：${group.title}（${entry.category}）中没有 ${entry.name}`);
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
