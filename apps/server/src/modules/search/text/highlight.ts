import { normalizeText, normalizeWithOrigin } from "./normalize.js";
import type { Needle } from "./query-plan.js";
import { isLowSurrogate } from "./surrogates.js";

const LETTER = /[\p{L}\p{M}]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]/u;
const DIGIT = /\p{Nd}/u;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Whether a word needle stands alone here: no letter (of a spaced script) or digit continues it. */
function standsAlone(text: string, start: number, end: number, needle: string): boolean {
  const continues = DIGIT.test(needle[0]) ? (c: string) => DIGIT.test(c) : (c: string) => LETTER.test(c) && !CJK.test(c);
  const before = start > 0 ? text[start - 1] : "";
  const after = end < text.length ? text[end] : "";
  return !(before && continues(before)) && !(after && continues(after));
}

function findRanges(text: string, needles: Needle[], origin: (i: number) => number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const needle of needles) {
    if (!needle.text) continue;
    for (let at = text.indexOf(needle.text); at >= 0; at = text.indexOf(needle.text, at + 1)) {
      const end = at + needle.text.length;
      if (needle.whole && !standsAlone(text, at, end, needle.text)) continue;
      ranges.push([origin(at), origin(end)]);
    }
  }
  return ranges;
}

function merge(ranges: Array<[number, number]>): Array<[number, number]> {
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/**
 * Ranges [start, end) of the original text where a needle occurs, merged and in order. When normalizing keeps the
 * length (nearly always), offsets are taken as they are and each match is checked; otherwise the text is
 * normalized cluster by cluster with a map back to the original.
 */
export function matchRanges(original: string, needles: Needle[]): Array<[number, number]> {
  const quick = normalizeText(original);
  if (quick.length === original.length) {
    const ranges = findRanges(quick, needles, (i) => i);
    if (ranges.every(([start, end]) => normalizeText(original.slice(start, end)) === quick.slice(start, end))) return merge(ranges);
  }
  const { text, origin } = normalizeWithOrigin(original);
  return merge(findRanges(text, needles, (i) => origin[i]));
}

/** The text as HTML: escaped, every match wrapped in <em>. */
export function highlight(original: string, needles: Needle[]): string {
  let html = "";
  let at = 0;
  for (const [start, end] of matchRanges(original, needles)) {
    html += `${escapeHtml(original.slice(at, start))}<em>${escapeHtml(original.slice(start, end))}</em>`;
    at = end;
  }
  return html + escapeHtml(original.slice(at));
}

/** Moves an offset off the second half of a surrogate pair. */
function safeCut(text: string, at: number): number {
  return isLowSurrogate(text, at) ? at - 1 : at;
}

/**
 * About `length` characters around the first match, highlighted, whitespace collapsed; `found` tells whether a
 * needle occurs at all (else the fragment is the start of the text).
 */
export function fragment(original: string, needles: Needle[], length: number): { html: string; found: boolean } {
  const text = original.replace(/\s+/g, " ").trim();
  const first = matchRanges(text, needles)[0];
  const start = first ? safeCut(text, Math.max(0, first[0] - Math.floor(length / 4))) : 0;
  const end = safeCut(text, Math.min(text.length, start + length));
  const piece = text.slice(start, end);
  const html = `${start > 0 ? "…" : ""}${highlight(piece, needles)}${end < text.length ? "…" : ""}`;
  return { html, found: first !== undefined };
}
