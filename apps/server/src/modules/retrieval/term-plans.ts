import type { QuestionTerm } from "./question-terms.js";
import { or, parseQuery, phrase, type QueryPlan } from "../search/index.js";

/** Shortest prefix an English word is looked up by; shorter words match exactly. */
const MIN_PREFIX = 3;

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

/**
 * One term as a search-index query: a Chinese word as the index's own substring match (parseQuery), an English
 * word as a prefix shared by the word and its stem, so that "changes" also finds "change" and "changing".
 */
export function termPlan(term: QuestionTerm): QueryPlan | null {
  if (term.kind !== "word") return parseQuery(term.text);
  const prefix = commonPrefix(term.text, term.key);
  if (prefix.length < MIN_PREFIX) return parseQuery(term.text);
  const node = phrase([prefix], [], true);
  return { root: node, filter: node, needles: [{ text: prefix, whole: false }], rankTokens: [] };
}

/** Any of the terms: the plan that finds the body segments where at least one of them occurs. */
export function anyTermPlan(plans: QueryPlan[]): QueryPlan {
  return {
    root: or(plans.map((p) => p.root)),
    filter: or(plans.map((p) => p.filter)),
    needles: plans.flatMap((p) => p.needles),
    rankTokens: [...new Set(plans.flatMap((p) => p.rankTokens))],
  };
}
