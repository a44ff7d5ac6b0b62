import { sql, type Kysely } from "kysely";
import type { ColumnKind, MigratedColumn, Table } from "./table-shape.js";

const kindsByDataType: Record<string, ColumnKind> = {
  text: "string",
  varchar: "string",
  "character varying": "string",
  bpchar: "string",
  tsvector: "string",
  integer: "number",
  int: "number",
  int2: "number",
  int4: "number",
  int8: "number",
  bigint: "number",
  real: "number",
  float4: "number",
  float8: "number",
  numeric: "number",
  bool: "boolean",
  boolean: "boolean",
  blob: "bytes",
  bytea: "bytes",
};

export function kindOfDataType(dataType: string): ColumnKind {
  return kindsByDataType[dataType.toLowerCase()] ?? `other: ${dataType}`;
}

/**
 * SQLite keeps an FTS5 table's rows in shadow tables named after it; their columns are SQLite's business, and
 * the virtual table itself has no typed columns. Kysely's own migration tables are left out by the introspection.
 */
async function sqliteInternalTables(db: Kysely<unknown>): Promise<Set<string>> {
  const { rows } = await sql<{ name: string; sql: string | null }>`select name, sql from sqlite_master where type = 'table'`.execute(db);
  const virtual = rows.filter((row) => /^create virtual table/i.test(row.sql ?? "")).map((row) => row.name);
  const shadow = rows.filter((row) => virtual.some((name) => row.name.startsWith(`${name}_`))).map((row) => row.name);
  return new Set([...virtual, ...shadow]);
}

/**
 * SQLite lets a primary key other than an INTEGER one hold NULL (an old quirk kept for compatibility), so its table
 * info calls such keys nullable though no row can be written without one; the PostgreSQL pass checks them for real.
 */
async function sqliteKeyColumns(db: Kysely<unknown>): Promise<Set<string>> {
  const { rows } = await sql<{ table_name: string; name: string }>`
    select m.name as table_name, p.name from sqlite_master m, pragma_table_info(m.name) p where m.type = 'table' and p.pk > 0
  `.execute(db);
  return new Set(rows.map((row) => `${row.table_name}.${row.name}`));
}

/** The tables the migrations created, as Kysely's introspection reads them (PostgreSQL: the public schema). */
export async function readMigratedTables(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<Array<Table<MigratedColumn>>> {
  const internal = dialect === "sqlite" ? await sqliteInternalTables(db) : new Set<string>();
  const keys = dialect === "sqlite" ? await sqliteKeyColumns(db) : new Set<string>();
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !table.isView && !internal.has(table.name) && (table.schema === undefined || table.schema === "public"))
    .map((table) => ({
      name: table.name,
      columns: table.columns.map((column) => ({
        name: column.name,
        kind: kindOfDataType(column.dataType),
        nullable: column.isNullable && !keys.has(`${table.name}.${column.name}`),
        hasDefault: column.hasDefaultValue,
        autoIncrementing: column.isAutoIncrementing,
      })),
    }));
}
