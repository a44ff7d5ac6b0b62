import type { DialectName } from "../../../db/database.js";
import type { ItemTokens } from "../indexing/item-tokens.js";
import { bodyTerms } from "./postings/body-index.js";
import { metaTsvector, rankTsvector } from "./postgres/tsvector.js";
import { rankTermCounts } from "./rank-terms.js";
import { fts5Text } from "./sqlite/compile-match.js";
import { encodeTermCounts } from "./sqlite/term-counts.js";

/**
 * What a back end stores for one item, as text ready for its insert statements; computed apart from the database
 * (in the indexing worker thread). Both: each body segment's distinct terms (postings/body-index.ts). SQLite: the
 * three meta columns and the encoded rank terms; PostgreSQL: the meta tsvector and the rank tsvector.
 */
export interface IndexRows {
  key: number;
  meta: string[];
  /** per body segment, its distinct terms separated by spaces */
  bodies: string[];
  /** the item's most frequent words with their counts, for ranking body matches (SQLite: binary, term-counts.ts) */
  rank: string | Uint8Array;
}

export function indexRows(dialect: DialectName, tokens: ItemTokens): IndexRows {
  if (dialect === "postgres") {
    return { key: tokens.key, meta: [metaTsvector(tokens)], bodies: tokens.segments.map(bodyTerms), rank: rankTsvector(tokens) };
  }
  return {
    key: tokens.key,
    meta: [fts5Text(tokens.title), fts5Text(tokens.keywords), fts5Text(tokens.description)],
    bodies: tokens.segments.map(bodyTerms),
    rank: encodeTermCounts(rankTermCounts(tokens)),
  };
}
