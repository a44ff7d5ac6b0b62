import { normalizeText, normalizeWithOrigin } from "../search/text/normalize.js";
import { scanRuns } from "../search/text/runs.js";
import { stemOf, type QuestionTerm } from "./question-terms.js";

/** Where each term occurs in a page: offsets [start, end) in the original text, per term in the terms' order. */
export type TermHits = Array<Array<[number, number]>>;

/** Stems of page words, shared by the pages of one retrieval (the same words recur on every page). */
export type StemCache = Map<string, string>;

function normalized(text: string): { text: string; origin: (i: number) => number } {
  const quick = normalizeText(text);
  if (quick.length === text.length) return { text: quick, origin: (i) => i };
  const mapped = normalizeWithOrigin(text);
  return { text: mapped.text, origin: (i) => mapped.origin[i]! };
}

/**
 * Every occurrence of the question's terms in a page: Chinese words as substrings of the normalized text, other
 * words where a word of the page has the same stem, numbers where a number of the page is equal.
 */
export function findTermHits(text: string, terms: QuestionTerm[], stems: StemCache): TermHits {
  const hits: TermHits = terms.map(() => []);
  const page = normalized(text);
  const byKey = new Map<string, number>();
  terms.forEach((term, i) => {
    if (term.kind === "cjk") {
      for (let at = page.text.indexOf(term.text); at >= 0; at = page.text.indexOf(term.text, at + term.text.length)) {
        hits[i]!.push([page.origin(at), page.origin(at + term.text.length)]);
      }
    } else byKey.set(`${term.kind}:${term.key}`, i);
  });
  if (byKey.size === 0) return hits;
  for (const run of scanRuns(page.text)) {
    if (run.kind === "cjk") continue;
    let key = run.text;
    if (run.kind === "word") {
      key = stems.get(run.text) ?? stemOf(run.text);
      stems.set(run.text, key);
    }
    const i = byKey.get(`${run.kind}:${key}`);
    if (i !== undefined) hits[i]!.push([page.origin(run.start), page.origin(run.end)]);
  }
  return hits;
}
