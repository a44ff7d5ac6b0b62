import type { DialectName } from "../../../db/database.js";
import type { ItemTokens } from "../indexing/item-tokens.js";
import { metaTsvector, rankTsvector } from "./postgres/tsvector.js";
import { rankTermCounts } from "./rank-terms.js";
import { fts5Text } from "./sqlite/compile-match.js";
import { encodeTermCounts } from "./sqlite/term-counts.js";

/**
 * What a back end stores for one item besides its body (the body index's part, postings/part-builder.ts), ready
 * for the insert statements; computed apart from the database (in the indexing worker thread). SQLite: the three
 * meta columns and the encoded rank terms; PostgreSQL: the meta tsvector and the rank tsvector.
 */
export interface IndexRows {
  key: number;
  meta: string[];
  /** the item's most frequent words with their counts, for ranking body matches (SQLite: binary, term-counts.ts) */
  rank: string | Uint8Array;
}

export function indexRows(dialect: DialectName, tokens: ItemTokens): IndexRows {
  if (dialect === "postgres") {
    return { key: tokens.key, meta: [metaTsvector(tokens)], rank: rankTsvector(tokens) };
  }
  return {
    key: tokens.key,
    meta: [fts5Text(tokens.title), fts5Text(tokens.keywords), fts5Text(tokens.description)],
    rank: encodeTermCounts(rankTermCounts(tokens)),
  };
}
