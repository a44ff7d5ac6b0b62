import { cspSourceExample, cspSourceLines, isCspSource } from "../../rules/csp-sources.js";
import { isSafeHref } from "../../rules/safe-href.js";
import { isBackupTarget, isBackupTime } from "../backup.js";
import type { SettingDefinition } from "./types.js";

export type SettingValueCheck = { ok: true; value: string } | { ok: false; message: string };

/** Splits a stored list value ("a,b" or one per line) into its trimmed, non-empty items. */
export function settingListItems(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

function checkOption(def: SettingDefinition, value: string): string | undefined {
  if ((def.options ?? []).some((o) => o.value === value)) return undefined;
  return `「${def.label}」的值「${value}」不在可选项中`;
}

const isWebUrl = (value: string) => /^https?:\/\//i.test(value) && isSafeHref(value);

/** Where uploaded images live (POST /api/v1/upload/config answers such a path); whether the file exists is the server's check. */
export const isUploadedFilePath = (value: string) => /^\/uploads\/(?:[\w-]+\/)*[\w-]+\.[A-Za-z0-9]+$/.test(value);

/** An image, URL or link setting that points nowhere usable; undefined when the value is acceptable (or empty). */
function checkReference(def: SettingDefinition, value: string): string | undefined {
  if (value === "") return undefined;
  if (def.input === "image" && !isWebUrl(value) && !isUploadedFilePath(value)) {
    return `「${def.label}」必须是上传的图片，或以 http:// 或 https:// 开头的图片网址`;
  }
  if (def.format === "url" && !isWebUrl(value)) return `「${def.label}」必须是以 http:// 或 https:// 开头的网址`;
  if (def.format === "link" && !isSafeHref(value)) return `「${def.label}」必须是以 http:// 或 https:// 开头的网址，或以 / 开头的站内地址`;
  if (def.format === "time" && !isBackupTime(value)) return `「${def.label}」必须是 24 小时制的时间，如 03:30`;
  if (def.format === "backup-target" && !isBackupTarget(value)) return `「${def.label}」必须是以 / 开头的目录，或 s3://存储桶/前缀`;
  return undefined;
}

/** A list of policy sources, one a line: every entry valid, stored normalized. */
function checkCspSources(def: SettingDefinition, raw: string): SettingValueCheck {
  const entries = cspSourceLines(raw);
  const invalid = entries.find((entry) => !isCspSource(entry));
  if (invalid !== undefined) return { ok: false, message: `「${def.label}」中的「${invalid}」不是有效的来源：${cspSourceExample}` };
  return { ok: true, value: entries.join("\n") };
}

/**
 * Checks a value an administrator submits against its definition and returns the form it is stored in:
 * numbers are integers within min/max, switches "true"/"false", selects one of the options,
 * multi-selects a comma-joined list of options, images, URLs and links trimmed and pointing somewhere usable,
 * policy source lists one valid source a line.
 */
export function checkSettingValue(def: SettingDefinition, raw: string): SettingValueCheck {
  switch (def.input) {
    case "number": {
      const text = raw.trim();
      const n = Number(text);
      if (text === "" || !Number.isInteger(n)) return { ok: false, message: `「${def.label}」必须是整数` };
      if (def.min !== undefined && n < def.min) return { ok: false, message: `「${def.label}」不能小于 ${def.min}` };
      if (def.max !== undefined && n > def.max) return { ok: false, message: `「${def.label}」不能大于 ${def.max}` };
      return { ok: true, value: String(n) };
    }
    case "switch":
      if (raw !== "true" && raw !== "false") return { ok: false, message: `「${def.label}」只能是 true 或 false` };
      return { ok: true, value: raw };
    case "select": {
      const problem = checkOption(def, raw);
      return problem ? { ok: false, message: problem } : { ok: true, value: raw };
    }
    case "select-multi": {
      const items = [...new Set(settingListItems(raw))];
      for (const item of items) {
        const problem = checkOption(def, item);
        if (problem) return { ok: false, message: problem };
      }
      return { ok: true, value: items.join(",") };
    }
    case "image":
    case "text": {
      if (def.input === "text" && !def.format) return { ok: true, value: raw };
      const value = raw.trim();
      const problem = checkReference(def, value);
      return problem ? { ok: false, message: problem } : { ok: true, value };
    }
    case "textarea":
      return def.cspSources ? checkCspSources(def, raw) : { ok: true, value: raw };
    default:
      return { ok: true, value: raw };
  }
}

export type PublishedSettingValue = string | number | boolean | string[];

/** A stored value in its published JSON type: switch → boolean, number → number, lists → string[]. */
export function publishedSettingValue(def: SettingDefinition, value: string): PublishedSettingValue {
  if (def.input === "switch") return value === "true";
  if (def.input === "number") {
    const n = Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  if (def.input === "select-multi" || def.list) return settingListItems(value);
  return value;
}
