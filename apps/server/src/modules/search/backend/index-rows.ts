import type { DialectName } from "../../../db/database.js";
import type { ItemTokens } from "../indexing/item-tokens.js";
import { bodyTsvector, metaTsvector, rankTsvector } from "./postgres/tsvector.js";
import { fts5Text } from "./sqlite/compile-match.js";

/**
 * What a back end stores for one item, as text ready for its insert statements; computed apart from the database
 * (in the indexing worker thread). SQLite: the three meta columns and one FTS5 text per body segment;
 * PostgreSQL: the meta and rank tsvectors and one tsvector per body segment.
 */
export interface IndexRows {
  key: number;
  meta: string[];
  bodies: string[];
}

export function indexRows(dialect: DialectName, tokens: ItemTokens): IndexRows {
  if (dialect === "postgres") {
    return { key: tokens.key, meta: [metaTsvector(tokens), rankTsvector(tokens)], bodies: tokens.segments.map(bodyTsvector) };
  }
  return {
    key: tokens.key,
    meta: [fts5Text(tokens.title), fts5Text(tokens.keywords), fts5Text(tokens.description)],
    bodies: tokens.segments.map((segment) => fts5Text(segment, true)),
  };
}
