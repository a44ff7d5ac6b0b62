import { sql, type RawBuilder, type SqlBool } from "kysely";

/** The most rows one list request returns (the header loads all navigations with size 10000). */
export const maxListSize = 10_000;

/** LIMIT/OFFSET of a 1-based page; no size or a size ≤ 0 means every row, still bounded by `max`. */
export function pageWindow(page: number | undefined, size: number | undefined, max = maxListSize): { limit: number; offset: number } {
  if (!size || size <= 0) return { limit: max, offset: 0 };
  const limit = Math.min(size, max);
  return { limit, offset: (Math.max(page ?? 1, 1) - 1) * limit };
}

/** The requested columns of a row (`field=id&field=title`); unknown names are dropped, none known means all. */
export function pickFields<T extends object>(row: T, fields: readonly string[]): Partial<T> {
  const wanted = fields.filter((f) => Object.hasOwn(row, f));
  if (wanted.length === 0) return row;
  const out: Partial<T> = {};
  for (const f of wanted) out[f as keyof T] = row[f as keyof T];
  return out;
}

/** Case-insensitive "contains" over columns, the same on SQLite and PostgreSQL; % and _ match literally. */
export function keywordMatch(columns: readonly string[], keyword: string): RawBuilder<SqlBool> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const each = columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(each, sql` or `)})`;
}
