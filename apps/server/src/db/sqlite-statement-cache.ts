import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** Distinct statements kept prepared; the least recently used is finalized beyond this. */
const CAPACITY = 400;

/**
 * The database handle Kysely's SQLite driver uses, preparing each distinct SQL text once: the driver prepares every
 * query anew, and compiling a statement costs about as much as running a small one. SQLite recompiles a kept
 * statement by itself after a schema change. A statement still being iterated (busy) is never handed out twice.
 */
export function withStatementCache(db: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      const cached = kept.get(sql);
      kept.delete(sql);
      const statement = cached && !cached.busy ? cached : db.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > CAPACITY) kept.delete(kept.keys().next().value!);
      return statement;
    },
  };
}
