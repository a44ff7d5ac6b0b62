import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { surviveDroppedConnections } from "./pg-pool-errors.js";
import type { Database } from "./schema.js";
import { withStatementCache } from "./sqlite-statement-cache.js";
import { keepSqliteStatisticsFresh } from "./sqlite-statistics.js";

export type DialectName = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL's connection URL (for pools of their own with other session settings). */
  url?: string;
  close(): Promise<void>;
}

/** COUNT(*) and BIGINT come back as strings from pg; read them as numbers. */
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

/** Page cache per connection (SQLite's default is 2 MiB; the search index's page texts alone outgrow it). */
const SQLITE_CACHE_KIB = 64 * 1024;
/** Reads through a memory map instead of a system call per page (the pages stay in the OS's cache, shared). */
const SQLITE_MMAP_BYTES = 1024 * 1024 * 1024;

/** Connections one process's PostgreSQL pool keeps at most. */
export const PG_POOL_SIZE = 10;

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Db {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: PG_POOL_SIZE });
    surviveDroppedConnections(pool);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: "postgres", url, close: () => kysely.destroy() };
  }
  const file = url && url.startsWith("sqlite:") ? url.slice("sqlite:".length) : path.join(options.dataDir, "wenku.db");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  const stopStatistics = keepSqliteStatisticsFresh(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    kysely,
    dialect: "sqlite",
    close: () => {
      stopStatistics();
      return kysely.destroy();
    },
  };
}
