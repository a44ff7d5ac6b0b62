import { cutForSearch } from "./jieba.js";
import { normalizeText } from "./normalize.js";
import { bigrams, chars, isCjkWord, scanRuns } from "./runs.js";

/** Prefix of jieba word tokens: "x中国" never collides with a bigram or a word of another script. */
export const WORD_PREFIX = "x";
/** Prefix of single-character tokens: "z国". */
export const CHAR_PREFIX = "z";

/** How two consecutive sequence tokens touch: overlapping bigrams of one CJK run, or separate runs. */
export type Join = "run" | "gap";

/**
 * The tokens of one text field.
 * - `seq`: words, numbers and CJK bigrams (a one-character run is its own token) in text order, so that a
 *   substring or phrase is a run of consecutive positions;
 * - `words`: jieba search-mode words of the CJK text (two characters or more), as they occur — they rank
 *   matches that fall on word boundaries above accidental ones;
 * - `chars`: each distinct CJK character, for one-character queries.
 */
export interface FieldTokens {
  seq: string[];
  /** joins[i] is between seq[i] and seq[i + 1] */
  joins: Join[];
  words: string[];
  chars: string[];
}

export function fieldTokens(raw: string): FieldTokens {
  const text = normalizeText(raw);
  const seq: string[] = [];
  const joins: Join[] = [];
  const charSet = new Set<string>();
  let hasCjk = false;
  const push = (token: string, join: Join) => {
    if (seq.length > 0) joins.push(join);
    seq.push(token);
  };
  for (const run of scanRuns(text)) {
    if (run.kind !== "cjk") {
      push(run.text, "gap");
      continue;
    }
    hasCjk = true;
    bigrams(run.text).forEach((gram, i) => push(gram, i === 0 ? "gap" : "run"));
    for (const c of chars(run.text)) charSet.add(c);
  }
  const words = hasCjk ? cutForSearch(text).filter((w) => w.length >= 2 && isCjkWord(w)).map((w) => WORD_PREFIX + w) : [];
  return { seq, joins, words, chars: [...charSet].map((c) => CHAR_PREFIX + c) };
}
