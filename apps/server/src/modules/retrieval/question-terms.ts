import { stemmer } from "stemmer";
import { chineseStopWords, englishStopWords, negations } from "./stop-words.js";
import { cutForSearch, cutPrecise, normalizeText, scanRuns } from "../search/index.js";

/**
 * A content word of a question. `cjk`: a jieba word, found in page text as a substring. `word`: an English (or
 * other spaced-script) word, compared by its Porter stem. `num`: a number, compared whole.
 */
export interface QuestionTerm {
  kind: "cjk" | "word" | "num";
  /** the normalized word, as the question wrote it */
  text: string;
  /** what page words are compared by: the stem of a `word`, else `text` */
  key: string;
}

const MAX_TERMS = 16;

/**
 * What a normalized word is compared by: its Porter stem, or "not" for a negation ("doesn't" comes apart as
 * "doesn" and "t"); page words and question words go through the same function.
 */
export function stemOf(word: string): string {
  return negations.has(word) ? "not" : stemmer(word);
}

/**
 * The words of a Chinese run. A compound ("文件大小") also brings its dictionary sub-words ("文件", "大小"), so a page
 * that writes them apart still matches, and one that holds the compound ranks higher. One-character words that
 * are not particles stay ("以点开头" keeps "点", which "点号" holds): rare ones weigh, common ones weigh little.
 */
function cjkWords(run: string): string[] {
  const words = cutPrecise(run).filter((word) => !chineseStopWords.has(word));
  return words.flatMap((word) =>
    [...word].length > 2 ? [word, ...cutForSearch(word).filter((sub) => sub !== word && [...sub].length > 1 && !chineseStopWords.has(sub))] : [word],
  );
}

/**
 * The content words of a natural-language question, in order, each once: Chinese runs cut by jieba, other words
 * stemmed; question words, particles, pronouns and one-letter words dropped.
 */
export function questionTerms(question: string): QuestionTerm[] {
  const terms = new Map<string, QuestionTerm>();
  const add = (term: QuestionTerm) => {
    if (!terms.has(`${term.kind}:${term.key}`)) terms.set(`${term.kind}:${term.key}`, term);
  };
  for (const run of scanRuns(normalizeText(question))) {
    if (run.kind === "cjk") cjkWords(run.text).forEach((word) => add({ kind: "cjk", text: word, key: word }));
    else if (run.kind === "num") add({ kind: "num", text: run.text, key: run.text });
    else if (run.text.length > 1 && !englishStopWords.has(run.text)) add({ kind: "word", text: run.text, key: stemOf(run.text) });
  }
  return [...terms.values()].slice(0, MAX_TERMS);
}
