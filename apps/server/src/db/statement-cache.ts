import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** Distinct SQL texts kept prepared; the query builder produces a few hundred at most. */
const MAX_STATEMENTS = 1000;

/**
 * The connection as Kysely sees it, with prepared statements reused: Kysely prepares every query it runs, and
 * compiling the SQL again costs about as much as running a small statement. A statement still iterating (a
 * streamed query) is busy, so a second use of the same SQL meanwhile gets a fresh one.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}
