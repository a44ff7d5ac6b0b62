import { findSetting, isUploadedFilePath } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { keyOfPath } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import type { SettingEntry } from "./store.js";

/**
 * Image settings that name an uploaded file must name one that exists (the form check in the contract only knows
 * the path's shape): a watermark or logo pointing at nothing would break every page that uses it.
 */
export async function checkReferencedFiles(ctx: AppContext, entries: SettingEntry[]): Promise<void> {
  for (const entry of entries) {
    const def = findSetting(entry.category, entry.name);
    if (def?.input !== "image" || !isUploadedFilePath(entry.value)) continue;
    if (!(await storageFor(ctx).stat(keyOfPath(entry.value)))) {
      throw badRequest(`「${def.label}」引用的图片不存在：${entry.value}，请重新上传`);
    }
  }
}
