import type { ItemTokens } from "../../indexing/item-tokens.js";
import type { FieldTokens } from "../../text/field-tokens.js";
import { chars, isCjkWord } from "../../text/runs.js";
import { rankTermCounts } from "../rank-terms.js";

const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_LEXEME = 255;

/** A lexeme in tsvector / tsquery input syntax. */
export function lexeme(token: string): string {
  const escaped = token.includes("\\") || token.includes("'") ? token.replace(/\\/g, "\\\\").replace(/'/g, "''") : token;
  return `'${escaped}'`;
}

/**
 * The last character of every CJK run as a lexeme of its own: with it, the lexemes starting with a character
 * (bigrams, one-character runs, run ends) cover every place the character occurs, so a one-character query is the
 * prefix query 'c':* and needs no character index.
 */
function runEnds(tokens: FieldTokens): string[] {
  const ends: string[] = [];
  tokens.seq.forEach((token, i) => {
    if ((i === tokens.seq.length - 1 || tokens.joins[i] === "gap") && isCjkWord(token)) ends.push(chars(token).slice(-1)[0]);
  });
  return ends;
}

/** Title, keywords and description with weights A, B, C and a position per occurrence (ts_rank counts them). */
export function metaTsvector(item: Pick<ItemTokens, "title" | "keywords" | "description">): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (token: string, weight: string) => {
    position = Math.min(position + 1, MAX_POSITION);
    const list = positions.get(token) ?? [];
    if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(`${position}${weight}`);
    positions.set(token, list);
  };
  for (const [field, weight] of [[item.title, "A"], [item.keywords, "B"], [item.description, "C"]] as const) {
    for (const token of [...field.seq, ...runEnds(field), ...field.words]) add(token, weight);
  }
  return [...positions].map(([token, list]) => `${lexeme(token)}:${list.join(",")}`).join(" ");
}

/** The item's rank terms (rank-terms.ts) with one position per counted occurrence: ts_rank counts them. */
export function rankTsvector(item: ItemTokens): string {
  return rankTermCounts(item)
    .map(([token, n]) => `${lexeme(token)}:${Array.from({ length: n }, (_, i) => i + 1).join(",")}`)
    .join(" ");
}
