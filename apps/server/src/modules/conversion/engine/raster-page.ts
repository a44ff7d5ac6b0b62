import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { runMutool } from "./mutool.js";
import { RENDER_ARGS } from "./render-resolution.js";
import type { RenderSource } from "./render-source.js";
import type { StepOptions } from "./step-options.js";
import { watermarkMarkup, type PreparedWatermark } from "./watermark.js";

const WEBP_QUALITY = 80;

/**
 * Renders the given pages as uncompressed RGB rasters (PAM) at the render resolution with one `mutool draw`
 * process (which names files by their real page number) and returns the path of each page's raster. PAM rather
 * than PNG: the raster is read once, by sharp, so compressing it would only cost time (most of a PNG render).
 */
export async function renderRasterPages(
  source: RenderSource,
  pages: number[],
  dir: string,
  step: StepOptions,
): Promise<Map<number, string>> {
  await mkdir(dir, { recursive: true });
  await runMutool("draw", ["-q", ...RENDER_ARGS, "-c", "rgb", "-o", join(dir, "%d.pam")], source, pages.join(","), step);
  return new Map(pages.map((page) => [page, join(dir, `${page}.pam`)]));
}

/** A PAM raster written by mupdf ("P7" header with WIDTH, HEIGHT, DEPTH, then the pixels) as a sharp image. */
export async function openRaster(path: string): Promise<{ image: sharp.Sharp; width: number; height: number }> {
  const file = await readFile(path);
  const headerEnd = file.indexOf("ENDHDR\n");
  const header = file.subarray(0, Math.max(0, headerEnd)).toString("latin1");
  const field = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, "m").exec(header)?.[1]);
  const [width, height, channels] = [field("WIDTH"), field("HEIGHT"), field("DEPTH")];
  if (!header.startsWith("P7") || !width || !height || ![1, 2, 3, 4].includes(channels)) throw new Error(`unreadable page raster ${path}`);
  const pixels = file.subarray(headerEnd + "ENDHDR\n".length);
  const image = sharp(pixels, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } });
  return { image, width, height };
}

/** Encodes a rendered page as WebP (quality 80), with the watermark composited into the pixels when one is set. */
export async function writeWebpPage(
  rasterPath: string,
  outPath: string,
  watermark: PreparedWatermark | undefined,
): Promise<{ width: number; height: number }> {
  const raster = await openRaster(rasterPath);
  const { width, height } = raster;
  let image = raster.image.flatten({ background: "#ffffff" });
  if (watermark) {
    const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${watermarkMarkup(watermark, width, height)}</svg>`;
    image = image.composite([{ input: Buffer.from(overlay), top: 0, left: 0 }]);
  }
  await image.webp({ quality: WEBP_QUALITY }).toFile(outPath);
  return { width, height };
}
