import type { DeclaredColumn, MigratedColumn, Table } from "./table-shape.js";

export interface CompareOptions {
  /** Declared tables no migration creates here: the other database's own, or ones created at run time. */
  notMigrated?: ReadonlySet<string>;
}

function compareColumn(table: string, declared: DeclaredColumn, migrated: MigratedColumn): string[] {
  const where = `${table}.${declared.name}`;
  const problems: string[] = [];
  if (declared.kind !== migrated.kind) problems.push(`${where}: declared ${declared.kind}, the database holds ${migrated.kind}`);
  if (declared.nullable !== migrated.nullable) {
    problems.push(declared.nullable ? `${where}: declared nullable, the column is NOT NULL` : `${where}: the column is nullable, declared without | null`);
  }
  const filledByDatabase = migrated.hasDefault || migrated.autoIncrementing || migrated.nullable;
  if (declared.optionalOnInsert && !filledByDatabase) {
    problems.push(`${where}: declared Generated (left out of inserts), the column is NOT NULL without a default`);
  }
  // An integer key SQLite fills may still be given by the code (a fixed id), so only a written default counts here.
  if (!declared.optionalOnInsert && migrated.hasDefault) {
    problems.push(`${where}: the column has a default, declared without Generated<…>`);
  }
  return problems;
}

/** Every difference between the declared table types and the migrated schema, one line each naming table and column. */
export function compareTables(
  declared: Array<Table<DeclaredColumn>>,
  migrated: Array<Table<MigratedColumn>>,
  options: CompareOptions = {},
): string[] {
  const problems: string[] = [];
  const migratedByName = new Map(migrated.map((table) => [table.name, table]));
  const declaredNames = new Set(declared.map((table) => table.name));
  for (const table of declared) {
    const actual = migratedByName.get(table.name);
    if (!actual) {
      if (!options.notMigrated?.has(table.name)) problems.push(`${table.name}: declared, but no migration creates it`);
      continue;
    }
    const actualColumns = new Map(actual.columns.map((column) => [column.name, column]));
    for (const column of table.columns) {
      const migratedColumn = actualColumns.get(column.name);
      if (!migratedColumn) problems.push(`${table.name}.${column.name}: declared, but the table has no such column`);
      else problems.push(...compareColumn(table.name, column, migratedColumn));
    }
    const declaredColumns = new Set(table.columns.map((column) => column.name));
    for (const column of actual.columns) {
      if (!declaredColumns.has(column.name)) problems.push(`${table.name}.${column.name}: in the database, not declared`);
    }
  }
  for (const table of migrated) {
    if (!declaredNames.has(table.name)) problems.push(`${table.name}: in the database, not declared`);
  }
  return problems;
}
