import { stemOf, type QuestionTerm } from "./question-terms.js";
import { MAX_WORD_LENGTH, isCjkWord, isLowSurrogate, normalizeText, normalizeWithOrigin } from "../search/index.js";

/** Where each term occurs in a page: offsets [start, end) in the original text, per term in the terms' order. */
export type TermHits = Array<Array<[number, number]>>;

/** Stems of page words, shared by the pages of one retrieval (the same words recur on every page). */
export type StemCache = Map<string, string>;

function normalized(text: string): { text: string; origin: (i: number) => number } {
  const quick = normalizeText(text);
  if (quick.length === text.length) return { text: quick, origin: (i) => i };
  const mapped = normalizeWithOrigin(text);
  return { text: mapped.text, origin: (i) => mapped.origin[i] };
}

const LETTER = /[\p{L}\p{M}]/u;
const DIGIT = /\p{Nd}/u;
/** A character of a word run (scanRuns): a letter or mark outside the CJK scripts. */
const isWordChar = (c: string) => LETTER.test(c) && !isCjkWord(c);
const isDigit = (c: string) => DIGIT.test(c);

/** The end of the run of `member` characters starting at `start` (code units; surrogate pairs kept whole). */
function runEnd(text: string, start: number, member: (c: string) => boolean): number {
  let end = start;
  while (end < text.length) {
    const c = String.fromCodePoint(text.codePointAt(end)!);
    if (!member(c)) break;
    end += c.length;
  }
  return end;
}

/** Whether the character just before `at` is a `member` character (the run then started earlier). */
function continuesRun(text: string, at: number, member: (c: string) => boolean): boolean {
  if (at === 0) return false;
  const start = isLowSurrogate(text, at - 1) && at >= 2 ? at - 2 : at - 1;
  return member(String.fromCodePoint(text.codePointAt(start)!));
}

/**
 * A substring every page word with this term's key begins with: the number itself, or the stem without its last
 * letter (the Porter stemmer rewrites only a word's ending: "happy" → "happi", "hoping" → "hope"). Negations are
 * compared by a key no word spells ("not"), so they have none and their pages are scanned word by word.
 */
export function probeOf(term: QuestionTerm): string | undefined {
  if (term.kind === "num") return term.key;
  if (term.key === "not") return undefined;
  return term.key.length > 2 ? term.key.slice(0, -1) : term.key;
}

function wordHits(page: string, term: QuestionTerm, probe: string, stems: StemCache): Array<[number, number]> {
  const member = term.kind === "num" ? isDigit : isWordChar;
  const found: Array<[number, number]> = [];
  for (let at = page.indexOf(probe); at >= 0; at = page.indexOf(probe, at + 1)) {
    if (continuesRun(page, at, member)) continue;
    const end = runEnd(page, at, member);
    const word = page.slice(at, end).slice(0, MAX_WORD_LENGTH);
    let key = word;
    if (term.kind === "word") {
      key = stems.get(word) ?? stemOf(word);
      stems.set(word, key);
    }
    if (key === term.key) found.push([at, end]);
    at = end - 1;
  }
  return found;
}

/** Every word (or number) of the page whose key equals the term's, by scanning all of them. */
function scannedHits(page: string, term: QuestionTerm, stems: StemCache): Array<[number, number]> {
  const member = term.kind === "num" ? isDigit : isWordChar;
  const found: Array<[number, number]> = [];
  for (let at = 0; at < page.length; ) {
    const c = String.fromCodePoint(page.codePointAt(at)!);
    if (!member(c)) {
      at += c.length;
      continue;
    }
    const end = runEnd(page, at, member);
    const word = page.slice(at, end).slice(0, MAX_WORD_LENGTH);
    const key = term.kind === "word" ? (stems.get(word) ?? stemOf(word)) : word;
    if (term.kind === "word") stems.set(word, key);
    if (key === term.key) found.push([at, end]);
    at = end;
  }
  return found;
}

/**
 * Every occurrence of the question's terms in a page: Chinese words as substrings of the normalized text, other
 * words where a word of the page has the same stem, numbers where a number of the page is equal. Only the words
 * that begin with a term's probe are stemmed, so a page costs a few substring searches per term.
 */
export function findTermHits(text: string, terms: QuestionTerm[], stems: StemCache): TermHits {
  const page = normalized(text);
  return terms.map((term) => {
    let spans: Array<[number, number]>;
    if (term.kind === "cjk") {
      spans = [];
      for (let at = page.text.indexOf(term.text); at >= 0; at = page.text.indexOf(term.text, at + term.text.length)) {
        spans.push([at, at + term.text.length]);
      }
    } else {
      const probe = probeOf(term);
      spans = probe === undefined ? scannedHits(page.text, term, stems) : wordHits(page.text, term, probe, stems);
    }
    return spans.map(([start, end]): [number, number] => [page.origin(start), page.origin(end)]);
  });
}
