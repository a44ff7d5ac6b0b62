import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";

const columnsByDb = new WeakMap<Db, Promise<Map<string, Set<string>>>>();

/** Tables and their columns, read once per database (migrations run before the server serves). */
function tableColumns(ctx: AppContext): Promise<Map<string, Set<string>>> {
  let columns = columnsByDb.get(ctx.db);
  if (!columns) {
    columns = ctx.db.kysely.introspection
      .getTables()
      .then((tables) => new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))])));
    columns.catch(() => columnsByDb.delete(ctx.db));
    columnsByDb.set(ctx.db, columns);
  }
  return columns;
}

export type RowFilter = [column: string, condition: RawBuilder<SqlBool>];

/**
 * Rows of a table another capability owns, or 0 while that capability (and its table) does not exist yet.
 * Filters on columns the table lacks are left out.
 */
export async function countRowsIfTableExists(ctx: AppContext, table: string, filters: RowFilter[] = []): Promise<number> {
  const columns = (await tableColumns(ctx)).get(table);
  if (!columns) return 0;
  const applicable = filters.filter(([column]) => columns.has(column)).map(([, condition]) => condition);
  const where = applicable.length ? sql` where ${sql.join(applicable, sql` and `)}` : sql``;
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}${where}`.execute(ctx.db.kysely);
  return Number(rows[0]?.n ?? 0);
}
