/**
 * Splits normalized text into the runs the index is made of: CJK runs (Han, kana, Hangul — written without spaces,
 * indexed as n-grams), words of other scripts, and numbers. Everything else (spaces, punctuation, symbols) separates.
 */
export type RunKind = "cjk" | "word" | "num";

export interface Run {
  kind: RunKind;
  text: string;
  /** offsets in the normalized text */
  start: number;
  end: number;
}

const CJK_CLASS = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc";
const RUN = new RegExp(`([${CJK_CLASS}]+)|((?:(?![${CJK_CLASS}])[\\p{L}\\p{M}])+)|(\\p{Nd}+)`, "gu");
const ONLY_CJK = new RegExp(`^[${CJK_CLASS}]+$`, "u");

/** Longer words and numbers are cut to this many characters, on both the index and the query side. */
export const MAX_WORD_LENGTH = 64;

export function scanRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const m of text.matchAll(RUN)) {
    const kind: RunKind = m[1] ? "cjk" : m[2] ? "word" : "num";
    const value = kind === "cjk" ? m[0] : m[0].slice(0, MAX_WORD_LENGTH);
    runs.push({ kind, text: value, start: m.index, end: m.index + m[0].length });
  }
  return runs;
}

export function isCjkWord(text: string): boolean {
  return ONLY_CJK.test(text);
}

/** Code points of a CJK run (a run may hold characters outside the BMP). */
export function chars(text: string): string[] {
  return Array.from(text);
}

/** Overlapping bigrams of a CJK run; a one-character run is its own token. */
export function bigrams(run: string): string[] {
  const cs = chars(run);
  if (cs.length < 2) return cs;
  const out: string[] = [];
  for (let i = 0; i + 1 < cs.length; i++) out.push(cs[i] + cs[i + 1]);
  return out;
}
