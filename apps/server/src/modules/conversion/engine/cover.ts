import { openRaster } from "./raster-page.js";
import type { RenderedCover } from "./types.js";

export const COVER_WIDTH = 210;
export const COVER_HEIGHT = 297;

/**
 * The cover: page 1 (rendered at the render resolution) fitted into 210 × 297 with white padding. Its width and
 * height are the pixel size of that page-1 render, which the caller stores as the document's size.
 */
export async function writeCover(firstPageRaster: string, outPath: string): Promise<RenderedCover> {
  const { image, width, height } = await openRaster(firstPageRaster);
  await image
    .flatten({ background: "#ffffff" })
    .resize(COVER_WIDTH, COVER_HEIGHT, { fit: "contain", background: "#ffffff" })
    .png()
    .toFile(outPath);
  return { file: outPath, width, height };
}
