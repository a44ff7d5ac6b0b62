import path from "node:path";
import SQLite from "better-sqlite3";
import type { DialectName } from "../database.js";
import { isBackedUpTable } from "./backed-up-tables.js";
import { encodeRow } from "./row-codec.js";

const BATCH_ROWS = 1000;
/** SQLite writes a table's JSON itself only up to this many columns (its functions take at most 127 arguments). */
const JSON_ARRAY_MAX_COLUMNS = 100;

/** A table's rows, each as its portable JSON line (row-codec.ts), without the line's end. */
export interface LineBatch {
  columns: string[];
  lines: string[];
}

/**
 * A read-only view of a running site's database at one moment (one read transaction: SQLite's WAL snapshot,
 * PostgreSQL's REPEATABLE READ), so a row written while the backup runs is in it whole or not at all, and the
 * server keeps serving and writing meanwhile.
 */
export interface DatabaseSnapshot {
  dialect: DialectName;
  /** The schema version: every migration applied, by name. */
  migrations: string[];
  /** The tables a backup holds, sorted by name. */
  tables: string[];
  lines(table: string): AsyncIterable<LineBatch> | Iterable<LineBatch>;
  close(): Promise<void>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function sqliteSnapshot(file: string): DatabaseSnapshot {
  const db = new SQLite(file, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  db.exec("begin");
  // The snapshot starts with the transaction's first read.
  const migrations = db.prepare("select name from kysely_migration order by name").pluck().all() as string[];
  const tables = (db.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all() as string[]).filter(isBackedUpTable);
  return {
    dialect: "sqlite",
    migrations,
    tables,
    *lines(table) {
      const name = quoted(table);
      const columns = db.prepare(`select * from ${name}`).columns().map((column) => column.name);
      const list = columns.map(quoted);
      // SQLite writes each row's JSON itself (it reads back as the values row-codec.ts writes) at a third of the CPU
      // of handing every value to JavaScript; a table holding a binary value, which JSON cannot hold, goes through
      // row-codec.ts.
      const binary =
        list.length > JSON_ARRAY_MAX_COLUMNS ||
        db.prepare(`select 1 from ${name} where ${list.map((column) => `typeof(${column}) = 'blob'`).join(" or ")} limit 1`).get() !== undefined;
      const statement = binary ? db.prepare(`select * from ${name}`).raw(true) : db.prepare(`select json_array(${list.join(", ")}) from ${name}`).pluck();
      let lines: string[] = [];
      for (const row of statement.iterate()) {
        lines.push(binary ? encodeRow(row as unknown[]) : (row as string));
        if (lines.length === BATCH_ROWS) {
          yield { columns, lines };
          lines = [];
        }
      }
      if (lines.length > 0) yield { columns, lines };
    },
    close() {
      if (db.inTransaction) db.exec("rollback");
      db.close();
      return Promise.resolve();
    },
  };
}

async function postgresSnapshot(url: string): Promise<DatabaseSnapshot> {
  // Loaded here: a SQLite site's backup thread need not load the PostgreSQL driver.
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const migrations = (await client.query<{ name: string }>("select name from kysely_migration order by name")).rows.map((r) => r.name);
    const found = await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = current_schema() order by tablename");
    const tables = found.rows.map((r) => r.name).filter(isBackedUpTable);
    return {
      dialect: "postgres",
      migrations,
      tables,
      async *lines(table) {
        await client.query(`declare backup_rows no scroll cursor for select * from ${quoted(table)}`);
        try {
          for (;;) {
            const batch = await client.query({ text: `fetch ${BATCH_ROWS} from backup_rows`, rowMode: "array" });
            if (batch.rows.length === 0) break;
            yield { columns: batch.fields.map((field) => field.name), lines: (batch.rows as unknown[][]).map(encodeRow) };
          }
        } finally {
          await client.query("close backup_rows");
        }
      },
      async close() {
        // A read-only transaction: a failed rollback loses nothing, and ending the connection ends it anyway.
        await client.query("rollback").catch(() => undefined);
        await client.end();
      },
    };
  } catch (error) {
    await client.end();
    throw error;
  }
}

/** A site's database as the environment names it: DATABASE_URL, else the data folder's wenku.db. */
export interface DatabaseAddress {
  databaseUrl?: string;
  dataDir: string;
}

/** Opens the snapshot of the database that DATABASE_URL (or the data folder's wenku.db) names. */
export function openDatabaseSnapshot(options: DatabaseAddress): Promise<DatabaseSnapshot> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return postgresSnapshot(url);
  const file = url?.startsWith("sqlite:") ? url.slice("sqlite:".length) : path.join(options.dataDir, "wenku.db");
  return Promise.resolve(sqliteSnapshot(file));
}
