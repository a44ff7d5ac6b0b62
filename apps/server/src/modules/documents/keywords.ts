import { TfIdf } from "@node-rs/jieba";
import { idf } from "@node-rs/jieba/dict.js";
import { segmenter } from "../search/index.js";

let tfidf: TfIdf | undefined;

/** The process's jieba segmenter (shared with search) and the TF-IDF table, loaded once. */
function load() {
  if (!tfidf) {
    tfidf = TfIdf.withDict(idf);
    tfidf.setConfig({ minKeywordLength: 2, useHmm: true });
  }
  return { jieba: segmenter(), tfidf };
}

/** Loads the dictionaries ahead of the first upload (they take a few hundred milliseconds). */
export function warmUpKeywords(): void {
  load();
}

const isWord = (term: string) => Array.from(term).length >= 2 && /[\p{L}\p{N}]/u.test(term) && !/^\d+$/.test(term);

/**
 * Distinct keywords, none contained in another: 参考 and 手册 go when 参考手册 is there (case-insensitive).
 * The longer terms keep their order of first appearance.
 */
export function distinctKeywords(terms: string[]): string[] {
  const seen = new Map<string, string>();
  for (const term of terms) if (!seen.has(term.toLowerCase())) seen.set(term.toLowerCase(), term);
  const keys = [...seen.keys()];
  return [...seen].filter(([key]) => !keys.some((other) => other !== key && other.includes(key))).map(([, term]) => term);
}

/** Keywords of a title as the original product makes them: search-mode jieba terms of at least 2 characters. */
export function keywordsFromTitle(title: string, limit = 10): string {
  const terms = load().jieba.cutForSearch(title, true).map((t) => t.trim()).filter(isWord);
  return distinctKeywords(terms).slice(0, limit).join(",");
}

/** The most significant terms of a text (TF-IDF over jieba words). */
export function keywordsFromText(text: string, limit = 10): string {
  const sample = text.slice(0, 50_000);
  if (!sample.trim()) return "";
  const { jieba, tfidf } = load();
  const terms = tfidf
    .extractKeywords(jieba, sample, limit * 2)
    .map((k) => k.keyword.trim())
    .filter(isWord);
  return distinctKeywords(terms).slice(0, limit).join(",");
}

/** Whitespace runs (CR, LF, TAB…) collapsed to single spaces, as the original stores extracted text. */
export const collapseWhitespace = (text: string) => text.replace(/\s+/g, " ").trim();

/** The first `length` characters of a text, by code point, for descriptions. */
export function firstChars(text: string, length: number): string {
  let out = "";
  let count = 0;
  for (const character of collapseWhitespace(text)) {
    if (count++ >= length) break;
    out += character;
  }
  return out;
}
