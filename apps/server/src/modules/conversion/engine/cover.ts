import sharp from "sharp";
import type { RenderedCover } from "./types.js";

export const COVER_WIDTH = 210;
export const COVER_HEIGHT = 297;

/**
 * The cover: page 1 (rendered at the render resolution) fitted into 210 × 297 with white padding. Its width and
 * height are the pixel size of that page-1 render, which the caller stores as the document's size.
 */
export async function writeCover(firstPagePng: string, outPath: string): Promise<RenderedCover> {
  const { width, height } = await sharp(firstPagePng).metadata();
  if (!width || !height) throw new Error(`unreadable page raster ${firstPagePng}`);
  await sharp(firstPagePng)
    .flatten({ background: "#ffffff" })
    .resize(COVER_WIDTH, COVER_HEIGHT, { fit: "contain", background: "#ffffff" })
    .png()
    .toFile(outPath);
  return { file: outPath, width, height };
}
