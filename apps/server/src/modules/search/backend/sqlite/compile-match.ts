import type { FieldTokens } from "../../text/field-tokens.js";
import type { MatchNode } from "../../text/query-plan.js";

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A match plan as an FTS5 query: tokens and phrases in double quotes, a prefix phrase ends with `*`. */
export function fts5Match(node: MatchNode): string {
  switch (node.op) {
    case "token":
      return quote(node.token);
    case "phrase":
      return `${quote(node.seq.join(" "))}${node.prefixLast ? "*" : ""}`;
    case "and":
      return `(${node.nodes.map(fts5Match).join(" AND ")})`;
    case "or":
      return `(${node.nodes.map(fts5Match).join(" OR ")})`;
  }
}

/**
 * A field as one FTS5 column: the sequence first (phrases need its consecutive positions), then the word and
 * character tokens. The unicode61 tokenizer splits it on the spaces again. Body segments keep each word once
 * (the sequence already counts how often a string occurs), which makes the index a fifth smaller.
 */
export function fts5Text(tokens: FieldTokens, distinctWords = false): string {
  const words = distinctWords ? [...new Set(tokens.words)] : tokens.words;
  return [tokens.seq.join(" "), words.join(" "), tokens.chars.join(" ")].filter(Boolean).join(" ");
}
