import Database from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import type { Database as Schema } from "../../../../db/schema.js";
import type { ItemValues } from "../filter-values.js";

const CACHE_KIB = 64 * 1024;

/**
 * A read-only connection of its own to the database file, for the scans that touch every match: better-sqlite3
 * returns a column of integers far faster than rows through the query builder. WAL lets it read while the
 * server writes; every read sees the last committed state.
 */
export interface FtsReader {
  /** Item keys of every matching body segment, deduplicated, ascending. */
  matchingKeys(match: string): number[];
  /** Cached item fields, refreshed from what changed since the last call (search_item.revision). */
  values(): Map<number, ItemValues>;
  /** Runs reads against one snapshot. */
  snapshot<T>(run: () => T): T;
  close(): void;
}

export async function openFtsReader(kysely: Kysely<Schema>): Promise<FtsReader> {
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(kysely);
  const file = rows[0]?.file;
  if (!file) throw new Error("the search index needs a database file");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma(`cache_size = -${CACHE_KIB}`);
  const matchStatement = db.prepare<[string], number>("select rowid from search_fts_body where search_fts_body match ?").pluck();
  const revisionStatement = db.prepare<[], number>("select revision from search_state where id = 1").pluck();
  const changedStatement = db.prepare<[number], ItemValues & { key: number; revision: number }>(
    `select key, revision, doc_type, ext_group, language, category_ids, user_id, created_at, price, view_count, download_count, score,
      pages, size from search_item where revision > ?`,
  );
  const cache = new Map<number, ItemValues>();
  let revision = -1;
  return {
    matchingKeys(match) {
      const keys: number[] = [];
      let last = -1;
      for (const rowid of matchStatement.all(match)) {
        const key = Math.floor(rowid / 1024);
        if (key !== last) keys.push((last = key));
      }
      return keys;
    },
    values() {
      const current = revisionStatement.get() ?? 0;
      if (current !== revision) {
        for (const { key, revision: _, ...v } of changedStatement.all(revision)) cache.set(key, v);
        revision = current;
      }
      return cache;
    },
    snapshot(run) {
      db.exec("begin");
      try {
        return run();
      } finally {
        db.exec("commit");
      }
    },
    close() {
      db.close();
    },
  };
}
