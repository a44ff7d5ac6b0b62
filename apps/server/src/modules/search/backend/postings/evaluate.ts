import { CHAR_PREFIX } from "../../text/field-tokens.js";
import { isCjkWord } from "../../text/runs.js";
import { prefixTerm } from "./word-prefixes.js";
import type { MatchNode } from "../../text/query-plan.js";

/** A part's posting lists as the evaluation reads them: a term's ordinals. */
export interface PartLists {
  list(term: string): Int32Array;
}

/**
 * What a phrase's last token reads when it stands for a prefix. One CJK character (parse-query.ts): the segments
 * holding a term that starts with it are among those holding the character. A word's prefix (retrieval's English
 * words): the word itself, and the words that start with it (word-prefixes.ts).
 */
function prefixLists(token: string, lists: PartLists): Int32Array {
  if (isCjkWord(token)) return lists.list(CHAR_PREFIX + token);
  const longer = prefixTerm(token);
  return longer === undefined ? lists.list(token) : union([lists.list(token), lists.list(longer)]);
}

function prefixTermsOf(token: string): string[] {
  if (isCjkWord(token)) return [CHAR_PREFIX + token];
  const longer = prefixTerm(token);
  return longer === undefined ? [token] : [token, longer];
}

const EMPTY = new Int32Array(0);

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length > b.length) return intersect(b, a);
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length && j < b.length; i++) {
    const v = a[i];
    while (j < b.length && b[j] < v) j++;
    if (j < b.length && b[j] === v) out[n++] = v;
  }
  return out.subarray(0, n);
}

export function union(lists: Int32Array[]): Int32Array {
  const nonEmpty = lists.filter((l) => l.length > 0);
  if (nonEmpty.length === 0) return EMPTY;
  if (nonEmpty.length === 1) return nonEmpty[0];
  let total = 0;
  for (const l of nonEmpty) total += l.length;
  const all = new Int32Array(total);
  let at = 0;
  for (const l of nonEmpty) {
    all.set(l, at);
    at += l.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) if (n === 0 || all[i] !== all[n - 1]) all[n++] = all[i];
  return all.subarray(0, n);
}

function intersectAll(lists: Int32Array[]): Int32Array {
  if (lists.length === 0) return EMPTY;
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let out = sorted[0];
  for (let i = 1; i < sorted.length && out.length > 0; i++) out = intersect(out, sorted[i]);
  return out;
}

function phraseTerms(node: Extract<MatchNode, { op: "phrase" }>): string[] {
  return node.prefixLast ? [...node.seq.slice(0, -1), ...prefixTermsOf(node.seq[node.seq.length - 1])] : node.seq;
}

/**
 * The ordinals of a part's segments that match. The index keeps no positions: a phrase matches where all of its
 * tokens occur in one segment, a superset of the exact matches; highlighting and passages read the stored text.
 */
export function evaluate(node: MatchNode, lists: PartLists): Int32Array {
  switch (node.op) {
    case "token":
      return lists.list(node.token);
    case "phrase": {
      const exact = node.prefixLast ? node.seq.slice(0, -1) : node.seq;
      const parts = [...new Set(exact)].map((t) => lists.list(t));
      if (node.prefixLast) parts.push(prefixLists(node.seq[node.seq.length - 1], lists));
      return intersectAll(parts);
    }
    case "and":
      return intersectAll(node.nodes.map((n) => evaluate(n, lists)));
    case "or":
      return union(node.nodes.map((n) => evaluate(n, lists)));
  }
}

/** The terms a plan reads. */
export function termsOf(node: MatchNode, terms = new Set<string>()): Set<string> {
  switch (node.op) {
    case "token":
      terms.add(node.token);
      break;
    case "phrase":
      for (const t of phraseTerms(node)) terms.add(t);
      break;
    default:
      for (const n of node.nodes) termsOf(n, terms);
  }
  return terms;
}
