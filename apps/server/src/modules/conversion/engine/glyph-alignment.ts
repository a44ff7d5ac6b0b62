import { GLYPH_FIELDS } from "./svg-data-text.js";
import type { PageGlyphs } from "./svgz-file.js";

/** Where the characters of a page's raw text start, as its SVG's glyphs say (NaN: no glyph drawn for it). */
export interface AlignedGlyphs {
  /** Per UTF-16 unit of the raw text: the origin (x) of the glyph that drew it, in points. */
  startX: Float64Array;
  /** Some character's glyph is rotated or mirrored. */
  rotated: boolean;
  /** Per UTF-16 unit: the index of its glyph, or -1. */
  glyphOf: Int32Array;
  /** Characters (not whitespace) that found their glyph, and how many there are. */
  matched: number;
  expected: number;
}

/** How far ahead a mismatch looks for the glyph or the character to pick up again from. */
const RESYNC = 8;
/** mupdf's text device writes these ligatures as their letters (stext-device.c). */
const LIGATURES: Record<number, string> = { 0xfb00: "ff", 0xfb01: "fi", 0xfb02: "fl", 0xfb03: "ffi", 0xfb04: "ffl", 0xfb05: "st", 0xfb06: "st" };
const isWhitespace = (unit: number) => unit === 0x20 || unit === 0x09 || unit === 0x0a || unit === 0xa0 || unit === 0x3000 || (unit >= 0x2000 && unit <= 0x200a) || unit === 0x202f;

/**
 * Aligns the raw text of a page (what `-F txt` writes, in drawing order) to the glyphs its SVG drew (in drawing
 * order too): each character takes the next glyph whose characters it matches. Whitespace draws no glyph (a glyph
 * of a space is passed over); a glyph may hold several characters (a ligature); a character without a glyph (the
 * text device drops a bold-by-overprint copy, clips glyphs outside the page) or a glyph without a character
 * is skipped by looking a few steps ahead on either side.
 */
export function alignGlyphs(raw: string, page: PageGlyphs): AlignedGlyphs {
  const glyphCount = page.glyphs.length / GLYPH_FIELDS;
  const unitStarts = new Int32Array(glyphCount + 1);
  for (let g = 0; g < glyphCount; g++) unitStarts[g + 1] = unitStarts[g] + page.glyphs[g * GLYPH_FIELDS + 5];
  const { units } = page;
  /** How many units of the raw text at `at` glyph g's characters match (a ligature's letters spelt out), or 0. */
  const glyphMatches = (g: number, at: number) => {
    if (g >= glyphCount) return 0;
    const from = unitStarts[g];
    const count = unitStarts[g + 1] - from;
    if (count === 0) return 0;
    if (count === 1 && units[from] >= 0xfb00 && units[from] <= 0xfb06) {
      const letters = LIGATURES[units[from]];
      return raw.startsWith(letters, at) ? letters.length : 0;
    }
    for (let k = 0; k < count; k++) if (raw.charCodeAt(at + k) !== units[from + k]) return 0;
    return count;
  };
  const isSpaceGlyph = (g: number) => unitStarts[g + 1] > unitStarts[g] && isWhitespace(page.units[unitStarts[g]]);
  const startX = new Float64Array(raw.length).fill(Number.NaN);
  let rotated = false;
  const glyphOf = new Int32Array(raw.length).fill(-1);
  let matched = 0;
  let expected = 0;
  let g = 0;
  for (let at = 0; at < raw.length; ) {
    if (isWhitespace(raw.charCodeAt(at))) {
      while (g < glyphCount && isSpaceGlyph(g)) g++;
      at++;
      continue;
    }
    while (g < glyphCount && isSpaceGlyph(g)) g++;
    // Most characters: the next glyph is that one character (not a ligature, not half of a surrogate pair).
    const unit = raw.charCodeAt(at);
    if (g < glyphCount && unitStarts[g + 1] - unitStarts[g] === 1 && page.units[unitStarts[g]] === unit && (unit < 0xd800 || unit > 0xdfff) && (unit < 0xfb00 || unit > 0xfb06)) {
      startX[at] = page.glyphs[g * GLYPH_FIELDS];
      if (page.glyphs[g * GLYPH_FIELDS + 3]) rotated = true;
      glyphOf[at] = g++;
      matched++;
      expected++;
      at++;
      continue;
    }
    let length = glyphMatches(g, at);
    // On a mismatch, the nearest way to pick up again: leave characters without a glyph (a ligature's second
    // letter) before passing glyphs over (a copy drawn for bold), as a pass over glyphs may land on a wrong twin.
    for (let d = 1; d <= RESYNC && !length; d++) {
      if (glyphMatches(g, nextCharacter(raw, at, d))) break;
      if (glyphMatches(g + d, at)) {
        g += d;
        length = glyphMatches(g, at);
      }
    }
    const units = length || (raw.codePointAt(at)! > 0xffff ? 2 : 1);
    if (length) {
      startX[at] = page.glyphs[g * GLYPH_FIELDS];
      if (page.glyphs[g * GLYPH_FIELDS + 3]) rotated = true;
      glyphOf[at] = g;
      matched += countCharacters(raw, at, length);
      g++;
    }
    expected += countCharacters(raw, at, units);
    at += units;
  }
  return { startX, rotated, glyphOf, matched, expected };
}

function countCharacters(raw: string, at: number, units: number): number {
  let count = 0;
  for (let i = at; i < at + units; i++) if (!isWhitespace(raw.charCodeAt(i)) && !(raw.charCodeAt(i) >= 0xdc00 && raw.charCodeAt(i) <= 0xdfff)) count++;
  return count;
}

/** Where the character `count` characters (not whitespace) after the one at `at` begins. */
function nextCharacter(raw: string, at: number, count: number): number {
  let next = at;
  for (let left = count; left > 0 && next < raw.length; ) {
    next += raw.codePointAt(next)! > 0xffff ? 2 : 1;
    if (next < raw.length && !isWhitespace(raw.charCodeAt(next))) left--;
  }
  return next;
}
