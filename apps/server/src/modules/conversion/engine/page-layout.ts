import { encodePageLayout, type LayoutLine } from "@wenku/contract";
import { pixelSizeOfPoints } from "./render-resolution.js";
import type { StextChar, StextLine, StextPage } from "./stext-scanner.js";
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

/** Positions of the kept characters along the line (their starts), then the line's end: rounded, never decreasing. */
function stops(chars: StextChar[], line: StextLine, vertical: boolean, scale: number): number[] {
  const along = (c: StextChar) => (vertical ? c.uly : c.ulx) * scale;
  const positions = chars.map(along);
  const last = chars.at(-1)!;
  positions.push((vertical ? last.lly : last.urx) * scale);
  let previous = -Infinity;
  return positions.map((p) => (previous = Math.max(previous, Math.round(p))));
}

function layoutLine(line: StextLine, offsets: Int32Array, text: string, scale: number): LayoutLine | undefined {
  const kept = line.chars.filter((c) => offsets[c.offset] >= 0);
  if (kept.length === 0) return undefined;
  const vertical = Math.abs(line.dir[1]) > Math.abs(line.dir[0]);
  const start = offsets[kept[0].offset];
  const lastOffset = offsets[kept.at(-1)!.offset];
  const end = lastOffset + (text.codePointAt(lastOffset)! > 0xffff ? 2 : 1);
  const at = stops(kept, line, vertical, scale);
  const advances = new Array<number>(end - start).fill(0);
  kept.forEach((c, i) => (advances[offsets[c.offset] - start] = at[i + 1] - at[i]));
  const [x0, y0, x1, y1] = line.bbox.map((v) => Math.round(v * scale));
  const box = vertical ? { x: x0, y: at[0], w: x1 - x0, h: at.at(-1)! - at[0] } : { x: at[0], y: y0, w: at.at(-1)! - at[0], h: y1 - y0 };
  return { start, ...box, advances, ...(vertical ? { vertical: true } : {}) };
}

/** A page of mupdf's structured text as its stored text (what `-F txt` gives, cleaned) and its layout. */
export function pageTextAndLayout(page: StextPage): PageTextAndLayout {
  const scale = pixelScaleOf(page.widthPt, page.heightPt);
  const width = Math.round(page.widthPt * scale);
  const cleaned = cleanWithOffsets(page.raw);
  if (!cleaned) return { text: cleanPageText(page.raw), width };
  const lines = page.lines.map((line) => layoutLine(line, cleaned.offsets, cleaned.text, scale)).filter((l) => l !== undefined);
  return { text: cleaned.text, width, layout: encodePageLayout(lines) };
}
