const DATA_IMAGE = Buffer.from("data:image/");
const QUOTE = '"'.charCodeAt(0);
const CLOSING_TAG = Buffer.from("</svg>");

export interface SvgFacts {
  widthPt: number;
  heightPt: number;
  /** Bytes of base64 raster data embedded as data: URIs (photos, scans). */
  embeddedImageBytes: number;
  totalBytes: number;
}

/**
 * Page size from the root element's viewBox, and how much of the file is embedded raster images. Works on the raw
 * bytes: pages are never decoded into JavaScript strings, which matters at thousands of pages.
 */
export function inspectSvg(svg: Buffer): SvgFacts {
  const head = svg.subarray(0, 2048).toString("utf8");
  const viewBox = /<svg\b[^>]*\bviewBox="([^"]+)"/.exec(head)?.[1].trim().split(/[\s,]+/).map(Number);
  const validViewBox = viewBox?.length === 4 && viewBox.every(Number.isFinite);
  let embeddedImageBytes = 0;
  for (let start = svg.indexOf(DATA_IMAGE); start >= 0; start = svg.indexOf(DATA_IMAGE, start + 1)) {
    const end = svg.indexOf(QUOTE, start);
    const stop = end < 0 ? svg.length : end;
    embeddedImageBytes += stop - start;
    start = stop;
  }
  return {
    widthPt: validViewBox ? viewBox[2] : 595,
    heightPt: validViewBox ? viewBox[3] : 842,
    embeddedImageBytes,
    totalBytes: svg.length,
  };
}

/** Inserts watermark markup as the last child of the root element, so it is drawn above the page content. */
export function insertIntoSvg(svg: Buffer, markup: string): Buffer {
  const closing = svg.lastIndexOf(CLOSING_TAG);
  if (closing < 0) throw new Error("not an SVG document: no closing </svg>");
  return Buffer.concat([svg.subarray(0, closing), Buffer.from(`${markup}\n`), svg.subarray(closing)]);
}
