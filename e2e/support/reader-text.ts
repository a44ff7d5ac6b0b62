import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { PageTextLine, PageTextReply } from "@wenku/contract";
import type { Page } from "playwright-core";
import { apiCall } from "./browser";

const run = promisify(execFile);

/** A page's text layer as the API gives it. */
export type PageText = PageTextReply;
type LayoutLine = PageTextLine;
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A page's text layer as the API gives it (null when refused). */
export async function pageText(id: number, page: number, token?: string): Promise<PageText | null> {
  const reply = await apiCall<PageText>("GET", `/api/v1/document/page/text?id=${id}&page=${page}`, { token });
  return reply.status === 200 ? reply.body : null;
}

/** The box of text[start, end) on one line, from the API's advances (image pixels). */
export function layoutBox(line: LayoutLine, start: number, end: number): Box {
  const before = line.advances.slice(0, start - line.start).reduce((a, b) => a + b, 0);
  const within = line.advances.slice(start - line.start, end - line.start).reduce((a, b) => a + b, 0);
  return { x0: line.x + before, y0: line.y, x1: line.x + before + within, y1: line.y + line.h };
}

/**
 * Every occurrence of `word` (case folded) in mupdf's structured text of one PDF page, read with a regex over
 * `mutool draw -F stext` (independently of the server and the reader), in image pixels at 150 dpi.
 */
export async function stextWordBoxes(pdf: string, page: number, word: string): Promise<Box[]> {
  const { stdout } = await run("mutool", ["draw", "-q", "-D", "-F", "stext", "-o", "-", pdf, String(page)], { maxBuffer: 256 * 1024 * 1024 });
  const chars = [...stdout.matchAll(/<char quad="([^"]+)"[^>]* c="([^"]*)"\/>/g)].map((m) => ({ quad: m[1].split(" ").map(Number), c: m[2] }));
  const text = chars.map((c) => (c.c.length === 1 ? c.c : "\u0000")).join("").toLowerCase();
  const scale = 150 / 72;
  const boxes: Box[] = [];
  for (let at = text.indexOf(word.toLowerCase()); at >= 0; at = text.indexOf(word.toLowerCase(), at + 1)) {
    const span = chars.slice(at, at + word.length);
    boxes.push({
      x0: Math.min(...span.map((c) => c.quad[0])) * scale,
      y0: Math.min(...span.map((c) => c.quad[1])) * scale,
      x1: Math.max(...span.map((c) => c.quad[2])) * scale,
      y1: Math.max(...span.map((c) => c.quad[5])) * scale,
    });
  }
  return boxes;
}

/** The marks shown on page n, in image pixels (from their rects against the page image's). */
export async function markBoxes(page: Page, n: number, imageWidth: number): Promise<Array<Box & { current: boolean }>> {
  return page.locator(`#page-${n}`).evaluate((element, width) => {
    const frame = element.querySelector("img")!.getBoundingClientRect();
    const scale = width / frame.width;
    return [...element.querySelectorAll<HTMLElement>("[data-testid=reader-highlight]")].map((mark) => {
      const r = mark.getBoundingClientRect();
      return {
        x0: (r.left - frame.left) * scale,
        y0: (r.top - frame.top) * scale,
        x1: (r.right - frame.left) * scale,
        y1: (r.bottom - frame.top) * scale,
        current: mark.hasAttribute("data-hit-current"),
      };
    });
  }, imageWidth);
}

/** Whether two boxes are the same within `px` on every side. */
export const sameBox = (a: Box, b: Box, px: number) =>
  Math.abs(a.x0 - b.x0) <= px && Math.abs(a.x1 - b.x1) <= px && Math.abs(a.y0 - b.y0) <= px && Math.abs(a.y1 - b.y1) <= px;

/** Whether box `inner` lies over `outer` (the word's glyphs inside its line's box), with `px` of slack. */
export const coversWord = (mark: Box, word: Box, px: number) =>
  Math.abs(mark.x0 - word.x0) <= px && Math.abs(mark.x1 - word.x1) <= px && mark.y0 <= word.y0 + px && mark.y1 >= word.y1 - px;

/**
 * Occurrences of `word` in a page text as find counts them: an English word case folded where no letter continues
 * it (digits and "_" may: the search tokenizer splits there), a Chinese one as a substring.
 */
export function countWord(text: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = /^[\x20-\x7e]+$/.test(word) ? new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, "giu") : new RegExp(escaped, "gu");
  return [...text.matchAll(pattern)].length;
}
