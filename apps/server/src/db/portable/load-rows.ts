import { sql, type Kysely, type Transaction } from "kysely";
import type { Db } from "../database.js";
import { decodeValue, type EncodedValue } from "./row-codec.js";
import { parentsFirst } from "./table-order.js";

/** A table's dump as loadRows reads it: a header `{ columns }`, then each row's encoded values, and its row count. */
export interface TableDump {
  rows: number;
  lines(): AsyncIterable<unknown>;
}

/** Bound parameters per INSERT, under SQLite's limit (32,766) and PostgreSQL's (65,535). */
const PARAMETERS_PER_INSERT = 30_000;

// Table names come from the snapshot and the target's own catalog, never from a request.
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

async function insertTable(trx: Transaction<Record<string, Record<string, unknown>>>, table: string, lines: AsyncIterable<unknown>): Promise<number> {
  let columns: string[] | undefined;
  let batch: Record<string, unknown>[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await trx.insertInto(table).values(batch).execute();
    rows += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (!columns) {
      columns = (line as { columns: string[] }).columns;
      continue;
    }
    const values = line as EncodedValue[];
    const row: Record<string, unknown> = {};
    columns.forEach((column, i) => (row[column] = decodeValue(values[i])));
    batch.push(row);
    if (batch.length * columns.length >= PARAMETERS_PER_INSERT) await flush();
  }
  await flush();
  return rows;
}

/** PostgreSQL's id sequences continue after the highest id loaded (SQLite's AUTOINCREMENT follows by itself). */
async function advanceSequences(trx: Transaction<Record<string, Record<string, unknown>>>, tables: string[]): Promise<void> {
  for (const table of tables) {
    await sql`
      select setval(s.seq, (select coalesce(max(id), 0) + 1 from ${sql.table(table)}), false)
      from (select pg_get_serial_sequence(${`"${table}"`}, 'id') as seq) s where s.seq is not null`.execute(trx);
  }
}

/**
 * Replaces the rows of every backed-up table with the snapshot's, in one transaction: a restore killed while
 * loading leaves the target as it was. `marker` runs inside the same transaction (the restore's own state).
 */
export async function loadRows(
  db: Db,
  dumps: Record<string, TableDump>,
  onTable: (table: string) => void,
  marker: (trx: Transaction<Record<string, Record<string, unknown>>>) => Promise<void>,
): Promise<void> {
  const tables = await parentsFirst(db, Object.keys(dumps));
  const kysely = db.kysely as unknown as AnyDb;
  const catalog = await kysely.introspection.getTables();
  const existing = new Set(catalog.map((t) => t.name));
  const withIds = catalog.filter((t) => tables.includes(t.name) && t.columns.some((c) => c.name === "id")).map((t) => t.name);
  const missing = tables.filter((table) => !existing.has(table));
  if (missing.length > 0) throw new Error(`目标数据库缺少数据表 / the target lacks tables: ${missing.join(", ")}`);
  await kysely.transaction().execute(async (trx) => {
    for (const table of [...tables].reverse()) await trx.deleteFrom(table).execute();
    for (const table of tables) {
      const dump = dumps[table];
      const loaded = await insertTable(trx, table, dump.lines());
      if (loaded !== dump.rows) throw new Error(`数据表 ${table} 行数不符 / rows: ${loaded}, expected: ${dump.rows}`);
      onTable(table);
    }
    if (db.dialect === "postgres") await advanceSequences(trx, withIds);
    await marker(trx);
  });
}
