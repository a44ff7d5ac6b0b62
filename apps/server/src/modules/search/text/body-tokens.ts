import { cutForSearch } from "./jieba.js";
import { WORD_PREFIX } from "./field-tokens.js";
import { normalizeText } from "./normalize.js";
import { isCjkWord, scanRuns, type Run } from "./runs.js";

/**
 * What a body segment yields: its runs, from which the body index takes its terms directly (postings/part-builder.ts),
 * and, for ranking, its jieba words and its words of other scripts and numbers. Unlike fieldTokens, no string is
 * made for each bigram and character: those are most of a text's tokens.
 */
export interface BodyTokens {
  runs: Run[];
  /** jieba search-mode words (two characters or more) with WORD_PREFIX, as they occur */
  words: string[];
  /** words of other scripts and numbers, as they occur */
  others: string[];
}

export function bodyTokens(raw: string): BodyTokens {
  const text = normalizeText(raw);
  const runs = scanRuns(text);
  const others: string[] = [];
  let hasCjk = false;
  for (const run of runs) {
    if (run.kind === "cjk") hasCjk = true;
    else others.push(run.text);
  }
  const words = hasCjk ? cutForSearch(text).filter((w) => w.length >= 2 && isCjkWord(w)).map((w) => WORD_PREFIX + w) : [];
  return { runs, words, others };
}
