import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { runMutool } from "./mutool.js";
import { RENDER_ARGS } from "./render-resolution.js";
import type { RenderSource } from "./render-source.js";
import type { StepOptions } from "./step-options.js";
import { watermarkMarkup, type PreparedWatermark } from "./watermark.js";

const WEBP_QUALITY = 80;

/**
 * Renders the given pages to PNG at the render resolution with one `mutool draw` process (which names files by
 * their real page number) and returns the path of each page's PNG.
 */
export async function renderPngPages(
  source: RenderSource,
  pages: number[],
  dir: string,
  step: StepOptions,
): Promise<Map<number, string>> {
  await mkdir(dir, { recursive: true });
  await runMutool("draw", ["-q", ...RENDER_ARGS, "-o", join(dir, "%d.png")], source, pages.join(","), step);
  return new Map(pages.map((page) => [page, join(dir, `${page}.png`)]));
}

/** Encodes a rendered page as WebP (quality 80), with the watermark composited into the pixels when one is set. */
export async function writeWebpPage(
  pngPath: string,
  outPath: string,
  watermark: PreparedWatermark | undefined,
): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(pngPath).metadata();
  if (!width || !height) throw new Error(`unreadable page raster ${pngPath}`);
  let image = sharp(pngPath).flatten({ background: "#ffffff" });
  if (watermark) {
    const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${watermarkMarkup(watermark, width, height)}</svg>`;
    image = image.composite([{ input: Buffer.from(overlay), top: 0, left: 0 }]);
  }
  await image.webp({ quality: WEBP_QUALITY }).toFile(outPath);
  return { width, height };
}
