import { chars } from "../../text/runs.js";
import type { Join } from "../../text/field-tokens.js";

const TRIGRAM_BUCKETS = 1 << 22;

/** FNV-1a over the UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Two consecutive sequence tokens as one lexeme, so that PostgreSQL answers substrings and phrases by plain
 * lexeme look-ups (no positions, no rechecks). Within a CJK run the pair is a trigram, stored as one of 4M hash
 * buckets ("~" + base 36): a corpus holds millions of distinct trigrams and GIN builds far faster over fewer
 * keys; queries also require both bigrams, so a bucket collision is rarely visible. Other pairs
 * ("machine learning") are kept as text.
 */
export function linkLexeme(left: string, right: string, join: Join): string {
  if (join === "gap") return `${left} ${right}`;
  return `~${(fnv1a(left + chars(right).slice(1).join("")) % TRIGRAM_BUCKETS).toString(36)}`;
}

export function linkLexemes(tokens: { seq: string[]; joins: Join[] }): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < tokens.seq.length; i++) out.push(linkLexeme(tokens.seq[i]!, tokens.seq[i + 1]!, tokens.joins[i]!));
  return out;
}
