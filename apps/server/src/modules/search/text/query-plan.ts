import type { Join } from "./field-tokens.js";

/**
 * What a query must match, independent of the back end. Leaves name index tokens (see field-tokens.ts):
 * a `token` is one exact token, a `phrase` consecutive sequence tokens (the last one a prefix when `prefixLast`).
 */
export type MatchNode =
  | { op: "and"; nodes: MatchNode[] }
  | { op: "or"; nodes: MatchNode[] }
  | { op: "token"; token: string }
  | { op: "phrase"; seq: string[]; joins: Join[]; prefixLast: boolean };

/** A normalized string to highlight; `whole` ones (words, numbers) only where they stand as a whole word. */
export interface Needle {
  text: string;
  whole: boolean;
}

export interface QueryPlan {
  /** what ranking reads: includes jieba-word alternatives, whose matches score higher */
  root: MatchNode;
  /** the same matches, cheaper: without the jieba-word alternatives (a jieba word always is an exact substring) */
  filter: MatchNode;
  needles: Needle[];
  /** tokens whose frequency in a document ranks it: jieba words, words of other scripts, numbers */
  rankTokens: string[];
}

export const token = (t: string): MatchNode => ({ op: "token", token: t });

export function phrase(seq: string[], joins: Join[], prefixLast = false): MatchNode {
  return seq.length === 1 && !prefixLast ? token(seq[0]) : { op: "phrase", seq, joins, prefixLast };
}

export function and(nodes: MatchNode[]): MatchNode {
  const flat = nodes.flatMap((n) => (n.op === "and" ? n.nodes : [n]));
  return flat.length === 1 ? flat[0] : { op: "and", nodes: flat };
}

export function or(nodes: MatchNode[]): MatchNode {
  const flat = nodes.flatMap((n) => (n.op === "or" ? n.nodes : [n]));
  return flat.length === 1 ? flat[0] : { op: "or", nodes: flat };
}

/** The plan without alternatives that are jieba words (tokens with the word prefix inside an OR). */
export function withoutWordAlternatives(node: MatchNode, wordPrefix: string): MatchNode {
  switch (node.op) {
    case "and":
      return and(node.nodes.map((n) => withoutWordAlternatives(n, wordPrefix)));
    case "or": {
      const kept = node.nodes.filter((n) => !(n.op === "token" && n.token.startsWith(wordPrefix)));
      return or((kept.length > 0 ? kept : node.nodes).map((n) => withoutWordAlternatives(n, wordPrefix)));
    }
    default:
      return node;
  }
}
