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
  root: MatchNode;
  needles: Needle[];
  /** tokens whose frequency in a document ranks it: jieba words, words of other scripts, numbers */
  rankTokens: string[];
}

export const token = (t: string): MatchNode => ({ op: "token", token: t });

export function phrase(seq: string[], joins: Join[], prefixLast = false): MatchNode {
  return seq.length === 1 && !prefixLast ? token(seq[0]!) : { op: "phrase", seq, joins, prefixLast };
}

export function and(nodes: MatchNode[]): MatchNode {
  const flat = nodes.flatMap((n) => (n.op === "and" ? n.nodes : [n]));
  return flat.length === 1 ? flat[0]! : { op: "and", nodes: flat };
}

export function or(nodes: MatchNode[]): MatchNode {
  const flat = nodes.flatMap((n) => (n.op === "or" ? n.nodes : [n]));
  return flat.length === 1 ? flat[0]! : { op: "or", nodes: flat };
}
