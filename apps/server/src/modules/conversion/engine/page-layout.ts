import { encodePageLayout, type LayoutLine } from "@wenku/contract";
import { pixelSizeOfPoints } from "./render-resolution.js";
import type { StextLine, StextPage } from "./stext-scanner.js";
import { cleanPageText } from "./text-cleanup.js";
import { cleanWithOffsets } from "./text-offsets.js";

export interface PageTextAndLayout {
  text: string;
  /** The page image's width in pixels (the layout's space), when known. */
  width?: number;
  /** The stored layout (contract rules/page-layout.ts); undefined when the text could not be mapped. */
  layout?: string;
}

/** Points to pixels of the page image: the scale RENDER_DPI and the size cap give this page. */
export function pixelScaleOf(widthPt: number, heightPt: number): number {
  if (!(widthPt > 0 && heightPt > 0)) return 150 / 72;
  return pixelSizeOfPoints(widthPt, heightPt).width / widthPt;
}

/**
 * One line's box and advances in the page text's offsets: only its characters that cleaning kept count; each
 * advance runs from a character's start to the next one's (the last one's to its end), rounded, never decreasing.
 */
function layoutLine(page: StextPage, line: StextLine, offsets: Int32Array, text: string, scale: number): LayoutLine | undefined {
  const charOffsets = page.offsets;
  const stop = line.first + line.count;
  let firstKept = line.first;
  while (firstKept < stop && offsets[charOffsets[firstKept]] < 0) firstKept++;
  if (firstKept === stop) return undefined;
  let lastKept = stop - 1;
  while (offsets[charOffsets[lastKept]] < 0) lastKept--;
  const start = offsets[charOffsets[firstKept]];
  const lastOffset = offsets[charOffsets[lastKept]];
  const end = lastOffset + (text.codePointAt(lastOffset)! > 0xffff ? 2 : 1);
  const advances = new Array<number>(end - start).fill(0);
  const first = Math.round(page.starts[firstKept] * scale);
  let previous = first;
  for (let i = firstKept; i <= lastKept; ) {
    let next = i + 1;
    while (next <= lastKept && offsets[charOffsets[next]] < 0) next++;
    const at = Math.max(previous, Math.round((next <= lastKept ? page.starts[next] : page.ends[i]) * scale));
    advances[offsets[charOffsets[i]] - start] = at - previous;
    previous = at;
    i = next;
  }
  const [x0, y0, x1, y1] = line.bbox;
  const left = Math.round(x0 * scale);
  const top = Math.round(y0 * scale);
  if (line.vertical) return { start, x: left, y: first, w: Math.round(x1 * scale) - left, h: previous - first, advances, vertical: true };
  return { start, x: first, y: top, w: previous - first, h: Math.round(y1 * scale) - top, advances };
}

/** A page of mupdf's structured text as its stored text (what `-F txt` gives, cleaned) and its layout. */
export function pageTextAndLayout(page: StextPage): PageTextAndLayout {
  const scale = pixelScaleOf(page.widthPt, page.heightPt);
  const width = Math.round(page.widthPt * scale);
  const cleaned = cleanWithOffsets(page.raw);
  if (!cleaned) return { text: cleanPageText(page.raw), width };
  const lines = page.lines.map((line) => layoutLine(page, line, cleaned.offsets, cleaned.text, scale)).filter((l) => l !== undefined);
  return { text: cleaned.text, width, layout: encodePageLayout(lines) };
}
