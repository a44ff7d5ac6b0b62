import { writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { gzip, constants } from "node:zlib";

const gzipAsync = promisify(gzip);

export interface SvgFacts {
  widthPt: number;
  heightPt: number;
  /** Bytes of base64 raster data embedded as data: URIs (photos, scans). */
  embeddedImageBytes: number;
  totalBytes: number;
}

/** Page size from the root element's viewBox, and how much of the file is embedded raster images. */
export function inspectSvg(svg: string): SvgFacts {
  const viewBox = /<svg\b[^>]*\bviewBox="([^"]+)"/.exec(svg)?.[1].trim().split(/[\s,]+/).map(Number);
  const widthPt = viewBox && viewBox.length === 4 ? viewBox[2] : 595;
  const heightPt = viewBox && viewBox.length === 4 ? viewBox[3] : 842;
  let embeddedImageBytes = 0;
  let from = 0;
  for (;;) {
    const start = svg.indexOf("data:image/", from);
    if (start < 0) break;
    const end = svg.indexOf('"', start);
    const stop = end < 0 ? svg.length : end;
    embeddedImageBytes += stop - start;
    from = stop;
  }
  return { widthPt, heightPt, embeddedImageBytes, totalBytes: Buffer.byteLength(svg) };
}

/** Inserts watermark markup as the last child of the root element, so it is drawn above the page content. */
export function insertIntoSvg(svg: string, markup: string): string {
  const closing = svg.lastIndexOf("</svg>");
  if (closing < 0) throw new Error("not an SVG document: no closing </svg>");
  return `${svg.slice(0, closing)}${markup}\n${svg.slice(closing)}`;
}

/** Writes the SVG gzip-compressed at level 9 (served as image/svg+xml with Content-Encoding: gzip). */
export async function writeSvgz(svg: string, path: string): Promise<void> {
  await writeFile(path, await gzipAsync(svg, { level: constants.Z_BEST_COMPRESSION }));
}
