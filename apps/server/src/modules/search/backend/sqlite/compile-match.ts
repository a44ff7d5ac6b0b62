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
 * A meta field as one FTS5 column: the sequence first (phrases need its consecutive positions), then the jieba
 * word and character tokens. The unicode61 tokenizer splits it on the spaces again.
 */
export function fts5Text(tokens: FieldTokens): string {
  return [tokens.seq.join(" "), tokens.words.join(" "), tokens.chars.join(" ")].filter(Boolean).join(" ");
}
