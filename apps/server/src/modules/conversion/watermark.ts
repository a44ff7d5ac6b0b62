import fsp from "node:fs/promises";
import path from "node:path";
import type { AppContext } from "../../context.js";
import { outboundPolicy, outboundRefusalIn } from "../../outbound/outbound-policy.js";
import { clearSettingProblems, reportSettingProblem } from "../settings/setting-problems.js";
import { keyOfPath } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import type { ConvertInput } from "./engine/types.js";

const WATERMARK_SETTING = { category: "system", name: "watermark" };

/** Downloads the watermark image into the job's folder (an URL through the outbound guard); throws with the reason when it cannot. */
async function fetchWatermark(ctx: AppContext, source: string, dir: string): Promise<string> {
  const ext = path.extname(new URL(source, "http://local").pathname).toLowerCase() || ".png";
  const file = path.join(dir, `watermark${ext}`);
  if (/^https?:\/\//i.test(source)) {
    const outbound = await outboundPolicy(ctx);
    const response = await outbound.fetch(source, { signal: AbortSignal.timeout(15_000) }).catch((error: unknown) => {
      throw outboundRefusalIn(error) ?? error;
    });
    if (!response.ok) throw new Error(`水印图片无法下载（HTTP ${response.status}）：${source}`);
    await fsp.writeFile(file, Buffer.from(await response.arrayBuffer()));
  } else if (!(await storageFor(ctx).download(keyOfPath(new URL(source, "http://local").pathname), file))) {
    throw new Error(`水印图片不存在：${source}`);
  }
  return file;
}

/** Logs a watermark that could not be burned in and shows it on the admin dashboard (settings/setting-problems.ts). */
export async function reportWatermarkProblem(ctx: AppContext, reason: string): Promise<void> {
  const value = await ctx.settings.get(WATERMARK_SETTING.category, WATERMARK_SETTING.name);
  await reportSettingProblem(ctx, WATERMARK_SETTING, value, `${reason}；转换未加水印，请在「基础配置」中重新上传水印图片`);
}

/** The watermark was burned in: a problem recorded before is over. */
export const watermarkWorks = (ctx: AppContext) => clearSettingProblems(ctx, [WATERMARK_SETTING]);

/**
 * The watermark to burn into page images: `system.watermark` (an image in storage such as "/uploads/…", or an
 * http(s) URL) while `system.enable_watermark` is on. A setting never fails a conversion: an image that cannot be
 * fetched is left out (the pages are converted without it), logged and reported on the admin dashboard.
 */
export async function resolveWatermark(ctx: AppContext, dir: string): Promise<ConvertInput["watermark"]> {
  if (!(await ctx.settings.bool("system", "enable_watermark"))) return undefined;
  const source = (await ctx.settings.get("system", "watermark")).trim();
  if (!source) return undefined;
  try {
    return { imagePath: await fetchWatermark(ctx, source, dir) };
  } catch (error) {
    await reportWatermarkProblem(ctx, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}
