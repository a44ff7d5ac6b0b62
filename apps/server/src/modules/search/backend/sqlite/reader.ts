import Database from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import type { Database as Schema } from "../../../../db/schema.js";

const CACHE_KIB = 64 * 1024;

/**
 * A read-only connection of its own to the database file, for the reads that touch many rows: better-sqlite3
 * returns a column of values far faster than rows through the query builder. WAL lets it read while the server
 * writes; every read sees the last committed state. The body index reads through it too (postings/sqlite-store.ts).
 */
export interface FtsReader {
  connection: Database.Database;
  /** Segment counts and encoded rank terms (term-counts.ts) of these items; null for items indexed without them. */
  rankRows(keys: number[]): RankRow[];
  close(): void;
}

export interface RankRow {
  key: number;
  segments: number;
  terms: Uint8Array | null;
}

export async function openFtsReader(kysely: Kysely<Schema>): Promise<FtsReader> {
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(kysely);
  const file = rows[0]?.file;
  if (!file) throw new Error("the search index needs a database file");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma(`cache_size = -${CACHE_KIB}`);
  const rankStatement = db.prepare<[string], RankRow>(
    `select i.key, i.segments, r.terms from json_each(?) j
      join search_item i on i.key = j.value left join search_fts_rank r on r.key = i.key`,
  );
  return {
    connection: db,
    rankRows(keys) {
      return rankStatement.all(JSON.stringify(keys));
    },
    close() {
      db.close();
    },
  };
}
