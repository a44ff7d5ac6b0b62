import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";

/**
 * Dialect-neutral column helpers for migrations. Times are ISO-8601 UTC strings (sortable as text);
 * flags are 0/1 integers; ids are auto-incrementing integers on both databases.
 */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith("Postgres");
}

export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "bigserial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export function withTimestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull());
}

export const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
export const bigint = (db: Kysely<unknown>) => (isPostgres(db) ? "bigint" : "integer");

export function nowIso(): string {
  return new Date().toISOString();
}

export const emptyText = sql`''`;
