import { learnAdvances, type Advances } from "./glyph-advances.js";
import { alignGlyphs, type AlignedGlyphs } from "./glyph-alignment.js";
import { pageTextAndLayout, type PageTextAndLayout } from "./page-layout.js";
import { assembleSpans, type JsonTextPage, type SpanNumbers } from "./stext-json.js";
import type { StextLine, StextPage } from "./stext-scanner.js";
import { GLYPH_FIELDS } from "./svg-data-text.js";
import type { PageGlyphs } from "./svgz-file.js";

/** Below this share of characters finding their glyph, a page's positions are read from stext instead. */
export const MIN_MATCH_RATE = 0.9;

export interface GlyphPageSize {
  widthPt: number;
  heightPt: number;
}

const isWhitespace = (unit: number) => unit === 0x20 || unit === 0x0a;
const isDigit = (unit: number) => unit >= 0x30 && unit <= 0x39;

/** Each span's exact first origin and size from the glyph of its first character; undefined when one has none. */
function exactNumbers(page: JsonTextPage, aligned: AlignedGlyphs, glyphs: Float64Array): SpanNumbers[] | undefined {
  const numbers: SpanNumbers[] = [];
  let index = 0;
  for (const line of page.lines) {
    for (const [k, span] of line.spans.entries()) {
      let at = line.starts[k];
      const end = at + span.text.length;
      while (at < end && isWhitespace(page.raw.charCodeAt(at))) at++;
      if (at === end) numbers[index++] = span;
      else {
        const g = aligned.glyphOf[at];
        if (g < 0) return undefined;
        numbers[index++] = { originX: glyphs[g * GLYPH_FIELDS], originY: glyphs[g * GLYPH_FIELDS + 1], size: glyphs[g * GLYPH_FIELDS + 2] };
      }
    }
  }
  return numbers;
}

/**
 * The page's text and layout from its stext.json spans and the glyphs of its SVG page: the text exactly as `-F txt`
 * writes it (line and block breaks decided again with the glyphs' exact origins and sizes), each character
 * starting at its glyph's origin, the line's height from the JSON's boxes. undefined when the glyphs cannot give
 * them surely: too few characters found their glyph (an invisible OCR layer draws none, a Type3 font draws
 * pictures), rotated or vertical text, or a break the numbers still leave undecided.
 */
export function glyphPageLayout(page: JsonTextPage, pageGlyphs: PageGlyphs, size: GlyphPageSize): (PageTextAndLayout & { raw: string }) | undefined {
  const { glyphs } = pageGlyphs;
  let aligned = alignGlyphs(page.raw, pageGlyphs);
  if (aligned.expected > 0 && aligned.matched / aligned.expected < MIN_MATCH_RATE) return undefined;
  if (page.lines.some((line) => line.vertical)) return undefined;
  if (aligned.rotated) return undefined;
  const numbers = exactNumbers(page, aligned, glyphs);
  if (!numbers) return undefined;
  const resolved = assembleSpans(page.spans, (index) => numbers[index]);
  if (resolved.uncertain) return undefined;
  const exactPage: JsonTextPage = { spans: page.spans, ...resolved };
  if (resolved.raw !== page.raw) aligned = alignGlyphs(resolved.raw, pageGlyphs);
  const stext = stextPageOf(exactPage, aligned, glyphs, size, learnAdvances(resolved.raw, aligned, glyphs, exactPage, pageGlyphs.rights));
  return { ...pageTextAndLayout(stext), raw: resolved.raw };
}

/** The page as the stext scanner reads it (stext-scanner.ts), for pageTextAndLayout. */
function stextPageOf(page: JsonTextPage, aligned: AlignedGlyphs, glyphs: Float64Array, size: GlyphPageSize, advances: Advances): StextPage {
  const offsets = new Int32Array(page.raw.length);
  const starts = new Float64Array(page.raw.length);
  const ends = new Float64Array(page.raw.length);
  let chars = 0;
  const lines: StextLine[] = [];
  /** The pen's advance after the glyph of the character at `at`, in points (`exact`: learned for that glyph). */
  const advanceOf = (at: number, exactOnly = false) => {
    const g = aligned.glyphOf[at];
    const known = g < 0 ? undefined : advances.of(glyphs[g * GLYPH_FIELDS + 4], isDigit(page.raw.charCodeAt(at)));
    return known && (known.exact || !exactOnly) ? known.advance * glyphs[g * GLYPH_FIELDS + 2] : undefined;
  };
  for (const line of page.lines) {
    const first = chars;
    let y0 = Infinity;
    let y1 = -Infinity;
    for (const [k, span] of line.spans.entries()) {
      // Truncated to whole points: the true top lies in [y, y + 1), the height in [h, h + 1).
      y0 = Math.min(y0, span.y + 0.5);
      y1 = Math.max(y1, span.y + span.h + 1);
      for (let at = line.starts[k]; at < line.starts[k] + span.text.length; at += page.raw.codePointAt(at)! > 0xffff ? 2 : 1) {
        offsets[chars] = at;
        starts[chars++] = aligned.startX[at];
      }
    }
    const count = chars - first;
    if (count === 0) continue;
    placeSpaces(page.raw, offsets, starts, first, count, advanceOf, (at) => (aligned.glyphOf[at] < 0 ? 0 : glyphs[aligned.glyphOf[at] * GLYPH_FIELDS + 2]));
    for (let i = first + count - 2; i >= first; i--) {
      if (Number.isNaN(starts[i]) && !isWhitespace(page.raw.charCodeAt(offsets[i])) && !Number.isNaN(starts[i + 1])) starts[i] = starts[i + 1];
    }
    fillGaps(starts, first, count);
    const lastSpan = line.spans.at(-1)!;
    const last = first + count - 1;
    const lastAdvance = advanceOf(offsets[last], true);
    for (let i = first; i < last; i++) ends[i] = starts[i + 1];
    ends[last] = Math.max(starts[last], lastAdvance !== undefined ? starts[last] + lastAdvance : lastSpan.x + lastSpan.w + 0.5);
    lines.push({ bbox: [starts[first], y0, ends[last], y1], vertical: false, first, count });
  }
  return {
    widthPt: size.widthPt,
    heightPt: size.heightPt,
    raw: page.raw,
    lines,
    offsets,
    starts,
    ends,
  };
}

/**
 * A space without a glyph starts where the glyph before it ends: its learned advance, else the next glyph's start
 * less the line's usual space (justified lines stretch their spaces alike), else its font's mean advance.
 */
function placeSpaces(
  raw: string,
  offsets: Int32Array,
  starts: Float64Array,
  first: number,
  count: number,
  advanceOf: (at: number, exactOnly?: boolean) => number | undefined,
  sizeOf: (at: number) => number,
): void {
  // The next known start after each character, read from the right once (spaces take theirs from it).
  const nextKnown = new Float64Array(count);
  let following = Number.NaN;
  for (let i = first + count - 1; i >= first; i--) {
    nextKnown[i - first] = following;
    if (!Number.isNaN(starts[i])) following = starts[i];
  }
  const nextStart = (i: number) => (Number.isNaN(nextKnown[i - first]) ? undefined : nextKnown[i - first]);
  const pending: number[] = [];
  const spaces: number[] = [];
  for (let i = first + 1; i < first + count; i++) {
    if (!Number.isNaN(starts[i]) || Number.isNaN(starts[i - 1]) || !isWhitespace(raw.charCodeAt(offsets[i]))) continue;
    const next = nextStart(i);
    const advance = advanceOf(offsets[i - 1], true);
    if (advance === undefined || next === undefined) pending.push(i);
    else {
      starts[i] = Math.min(starts[i - 1] + advance, next);
      spaces.push(next - starts[i]);
    }
  }
  spaces.sort((a, b) => a - b);
  const usualSpace = spaces.length ? spaces[spaces.length >> 1] : undefined;
  for (const i of pending) {
    const next = nextStart(i) ?? Infinity;
    const size = sizeOf(offsets[i - 1]);
    // What the usual space leaves to the glyph, if that is a glyph's width (not a bullet's gap or a tab stop).
    const byGap = usualSpace === undefined ? undefined : next - usualSpace - starts[i - 1];
    const advance = byGap !== undefined && byGap >= 0.15 * size && byGap <= 1.1 * size ? byGap : (advanceOf(offsets[i - 1]) ?? 0.5 * size);
    starts[i] = Math.min(starts[i - 1] + advance, next);
  }
}

/** Unknown starts (NaN) of one line: between two known ones, midway; before the first or after the last, theirs. */
function fillGaps(starts: Float64Array, first: number, count: number): void {
  let known = -1;
  for (let i = first; i < first + count; i++) {
    if (Number.isNaN(starts[i])) continue;
    if (known < 0) for (let k = first; k < i; k++) starts[k] = starts[i];
    else for (let k = known + 1; k < i; k++) starts[k] = starts[known] + ((starts[i] - starts[known]) * (k - known)) / (i - known);
    known = i;
  }
  if (known < 0) starts.fill(0, first, first + count);
  else for (let k = known + 1; k < first + count; k++) starts[k] = starts[known];
}
