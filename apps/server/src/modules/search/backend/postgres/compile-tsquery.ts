import { CHAR_PREFIX } from "../../text/field-tokens.js";
import type { MatchNode } from "../../text/query-plan.js";
import { chars, isCjkWord } from "../../text/runs.js";
import { lexeme } from "./tsvector.js";

/** A character token ("z国") as the prefix query over the lexemes that start with it (see tsvector.ts runEnds). */
function tokenQuery(token: string): string {
  const rest = token.slice(CHAR_PREFIX.length);
  if (token.startsWith(CHAR_PREFIX) && chars(rest).length === 1 && isCjkWord(rest)) return `${lexeme(rest)}:*`;
  return lexeme(token);
}

/** A phrase as all of its tokens (the index keeps no positions); a prefix phrase's last token as a prefix. */
function phraseQuery(node: Extract<MatchNode, { op: "phrase" }>): string {
  const parts = [...new Set(node.seq.map((t, i) => `${lexeme(t)}${node.prefixLast && i === node.seq.length - 1 ? ":*" : ""}`))];
  return parts.length === 1 ? parts[0] : `(${parts.join(" & ")})`;
}

/**
 * A match plan as tsquery input: plain lexemes and prefixes only, so GIN answers it without rechecking rows.
 * Exact for one- and two-character strings and words; a longer CJK string or a phrase matches where all its
 * bigrams or words occur (a superset of the exact matches that SQLite gives).
 */
export function tsquery(node: MatchNode): string {
  switch (node.op) {
    case "token":
      return tokenQuery(node.token);
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
