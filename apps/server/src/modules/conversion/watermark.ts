import fsp from "node:fs/promises";
import path from "node:path";
import type { AppContext } from "../../context.js";
import { keyOfPath } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import type { ConvertInput } from "./engine/types.js";

/**
 * The watermark to burn into page images: `system.watermark` (an image in storage such as "/uploads/…", or an
 * http(s) URL) while `system.enable_watermark` is on. A configured watermark that cannot be read fails the try,
 * so that no page is published without it.
 */
export async function resolveWatermark(ctx: AppContext, dir: string): Promise<ConvertInput["watermark"]> {
  if (!(await ctx.settings.bool("system", "enable_watermark"))) return undefined;
  const source = (await ctx.settings.get("system", "watermark")).trim();
  if (!source) return undefined;
  const ext = path.extname(new URL(source, "http://local").pathname).toLowerCase() || ".png";
  const file = path.join(dir, `watermark${ext}`);
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`水印图片无法下载（HTTP ${response.status}）：${source}`);
    await fsp.writeFile(file, Buffer.from(await response.arrayBuffer()));
  } else if (!(await storageFor(ctx).download(keyOfPath(new URL(source, "http://local").pathname), file))) {
    throw new Error(`水印图片不存在：${source}`);
  }
  return { imagePath: file };
}
