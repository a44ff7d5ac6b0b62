import type { PageTextLine } from "@wenku/contract";

/** A box in the page image's pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const sum = (values: number[], from: number, to: number) => {
  let total = 0;
  for (let i = from; i < to; i++) total += values[i];
  return total;
};

/**
 * The boxes covering the characters `start`..`end` of the page text: one per line the range touches, from the
 * line's character advances (the space between two lines belongs to neither, so it gets no box).
 */
export function rangeRects(lines: PageTextLine[], start: number, end: number): Rect[] {
  const rects: Rect[] = [];
  for (const line of lines) {
    const lineEnd = line.start + line.advances.length;
    const from = Math.max(start, line.start) - line.start;
    const to = Math.min(end, lineEnd) - line.start;
    if (to <= from) continue;
    const offset = sum(line.advances, 0, from);
    const length = sum(line.advances, from, to);
    if (line.vertical) rects.push({ x: line.x, y: line.y + offset, w: line.w, h: length });
    else rects.push({ x: line.x + offset, y: line.y, w: length, h: line.h });
  }
  return rects;
}

/** A rect as CSS percentages of the page (so it follows the page box at any zoom). */
export function percentBox(rect: Rect, width: number, height: number) {
  const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(4)}%`;
  return { left: pct(rect.x, width), top: pct(rect.y, height), width: pct(rect.w, width), height: pct(rect.h, height) };
}
