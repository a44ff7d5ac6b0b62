import type { TermHits } from "./term-hits.js";
import { isLowSurrogate } from "../search/index.js";

/** Characters of a page given to the model as one excerpt, at most. */
export const EXCERPT_CHARS = 1500;
/** How far a cut may move to fall between words rather than inside one. */
const SNAP_CHARS = 40;

export interface Excerpt {
  /** offsets of the excerpt in the page text */
  start: number;
  end: number;
  content: string;
}

/** A cut moved back (start) or forward (end) to the nearest space or punctuation within SNAP_CHARS. */
function snap(text: string, at: number, direction: -1 | 1): number {
  for (let i = 0; i <= SNAP_CHARS; i++) {
    const probe = at + direction * i;
    if (probe <= 0 || probe >= text.length) return Math.min(Math.max(probe, 0), text.length);
    if (/[\s，。；！？、,.;!?)）\]]/u.test(text[probe - 1]) && !isLowSurrogate(text, probe)) return probe;
  }
  return isLowSurrogate(text, at) ? at + direction : at;
}

/**
 * The passage of a page with the most of the question: the window of at most `length` characters around the
 * occurrence whose surroundings hold the most weight of distinct terms (then the most occurrences); a short page
 * whole. Cuts fall between words where one is near, inside the window.
 */
export function excerptOf(text: string, hits: TermHits, weights: number[], length = EXCERPT_CHARS): Excerpt {
  if (text.length <= length) return { start: 0, end: text.length, content: text };
  const all = hits.flatMap((list, term) => list.map(([from, to]) => ({ term, from, to })));
  let bestStart = 0;
  let bestValue = -1;
  for (const anchor of all) {
    const start = Math.min(Math.max(0, Math.floor((anchor.from + anchor.to - length) / 2)), text.length - length);
    const inside = all.filter((h) => h.from >= start && h.to <= start + length);
    const terms = new Set(inside.map((h) => h.term));
    const value = [...terms].reduce((n, t) => n + (weights[t] ?? 0), 0) * 1000 + inside.length;
    if (value > bestValue) {
      bestValue = value;
      bestStart = start;
    }
  }
  let start = bestStart > 0 ? snap(text, bestStart, 1) : 0;
  let end = bestStart + length < text.length ? snap(text, bestStart + length, -1) : text.length;
  if (end <= start) [start, end] = [bestStart, bestStart + length];
  return { start, end, content: text.slice(start, end) };
}
