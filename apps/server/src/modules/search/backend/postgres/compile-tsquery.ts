import type { MatchNode } from "../../text/query-plan.js";
import { linkLexeme } from "./link-lexeme.js";
import { lexeme } from "./tsvector.js";

/**
 * A phrase as its links (every pair of consecutive tokens is one indexed lexeme) and, where a link is a hashed
 * trigram, the two bigrams it joins as well.
 */
function phraseQuery(node: Extract<MatchNode, { op: "phrase" }>): string {
  if (node.seq.length === 1) return `${lexeme(node.seq[0]!)}${node.prefixLast ? ":*" : ""}`;
  const parts = new Set<string>();
  for (let i = 0; i + 1 < node.seq.length; i++) {
    const last = i + 2 === node.seq.length;
    parts.add(`${lexeme(linkLexeme(node.seq[i]!, node.seq[i + 1]!, node.joins[i]!))}${last && node.prefixLast ? ":*" : ""}`);
    if (node.joins[i] === "run") {
      parts.add(lexeme(node.seq[i]!));
      parts.add(lexeme(node.seq[i + 1]!));
    }
  }
  return parts.size === 1 ? [...parts][0]! : `(${[...parts].join(" & ")})`;
}

/** A match plan as tsquery input: plain lexemes only, so GIN answers it exactly without rechecking rows. */
export function tsquery(node: MatchNode): string {
  switch (node.op) {
    case "token":
      return lexeme(node.token);
    case "phrase":
      return phraseQuery(node);
    case "and":
      return `(${node.nodes.map(tsquery).join(" & ")})`;
    case "or":
      return `(${node.nodes.map(tsquery).join(" | ")})`;
  }
}

/** The ranking query: any of the plan's rank tokens; null when it has none. */
export function rankTsquery(tokens: string[]): string | null {
  return tokens.length ? tokens.map(lexeme).join(" | ") : null;
}
