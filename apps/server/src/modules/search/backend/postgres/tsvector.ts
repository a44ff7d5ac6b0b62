import type { FieldTokens } from "../../text/field-tokens.js";
import type { ItemTokens } from "../../indexing/item-tokens.js";
import { linkLexemes } from "./link-lexeme.js";

const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_LEXEME = 255;
const RANK_WORDS = 64;
const MAX_TERM_FREQUENCY = 32;

/** A lexeme in tsvector / tsquery input syntax. */
export function lexeme(token: string): string {
  const escaped = token.includes("\\") || token.includes("'") ? token.replace(/\\/g, "\\\\").replace(/'/g, "''") : token;
  return `'${escaped}'`;
}

/**
 * Every lexeme a body segment must match on, without positions: sequence tokens, their links (CJK trigram buckets
 * and adjacent pairs, so that substrings and phrases need no positions) and characters. Jieba words only rank
 * (rank_tsv), and matching never needs them, so they stay out of the largest index.
 */
export function bodyTsvector(tokens: FieldTokens): string {
  const all = new Set([...tokens.seq, ...linkLexemes(tokens), ...tokens.chars]);
  return [...all].map(lexeme).join(" ");
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
    for (const token of [...field.seq, ...linkLexemes(field), ...field.words, ...field.chars]) add(token, weight);
  }
  return [...positions].map(([token, list]) => `${lexeme(token)}:${list.join(",")}`).join(" ");
}

/**
 * The item's most frequent words (jieba words, words of other scripts, numbers) with one position per occurrence:
 * ranking body matches reads this small vector instead of the segments' large ones.
 */
export function rankTsvector(item: ItemTokens): string {
  const counts = new Map<string, number>();
  const count = (token: string) => counts.set(token, (counts.get(token) ?? 0) + 1);
  for (const field of [item.title, item.keywords, item.description, ...item.segments]) {
    for (const token of field.words) count(token);
    for (const token of field.seq) if (!/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(token)) count(token);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, RANK_WORDS);
  return top
    .map(([token, n]) => `${lexeme(token)}:${Array.from({ length: Math.min(n, MAX_TERM_FREQUENCY) }, (_, i) => i + 1).join(",")}`)
    .join(" ");
}
