import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";

/** The most rows one list request returns (the header loads all navigations with size 10000). */
export const maxListSize = 10_000;

export interface PageBounds {
  /** The smallest page size; a smaller size is raised to it. Without it, no size or a size ≤ 0 means every row. */
  min?: number;
  /** The largest page size (and the row count of "every row"); `maxListSize` by default. */
  max?: number;
}

/** LIMIT/OFFSET of a 1-based page, the size kept within `bounds`. */
export function pageWindow(page: number | undefined, size: number | undefined, bounds: PageBounds = {}): { limit: number; offset: number } {
  const max = bounds.max ?? maxListSize;
  if (bounds.min === undefined && (!size || size <= 0)) return { limit: max, offset: 0 };
  const limit = Math.min(Math.max(size ?? 0, bounds.min ?? 1), max);
  return { limit, offset: (Math.max(page ?? 1, 1) - 1) * limit };
}

/** The requested members of a row or view (`field=id&field=title`) plus those always attached; none known means all. */
export function pickFields<T extends object>(view: T, fields: readonly string[], always: readonly string[] = []): Partial<T> {
  const wanted = fields.filter((f) => Object.hasOwn(view, f));
  if (wanted.length === 0) return view;
  const out: Partial<T> = {};
  for (const key of [...wanted, ...always]) if (Object.hasOwn(view, key)) out[key as keyof T] = view[key as keyof T];
  return out;
}

/** Case-insensitive "contains" over columns, the same on SQLite and PostgreSQL; the keyword is trimmed, % and _ match literally. */
export function keywordMatch(columns: readonly string[], keyword: string): RawBuilder<SqlBool> {
  const pattern = `%${keyword.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const each = columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(each, sql` or `)})`;
}

export interface OrderBy<C extends string> {
  column: C;
  direction: "asc" | "desc";
}

/** "<column> [asc|desc]" (desc by default) when the column is allowed, else the fallback. */
export function parseOrder<C extends string>(value: string | undefined, allowed: readonly C[], fallback: OrderBy<C>): OrderBy<C> {
  const [column, direction] = (value ?? "").trim().split(/\s+/);
  if (!column || !(allowed as readonly string[]).includes(column)) return fallback;
  return { column: column as C, direction: direction?.toLowerCase() === "asc" ? "asc" : "desc" };
}

/** Local midnight of today as an ISO-8601 UTC instant, comparable with the stored created_at texts. */
export function startOfToday(now: Date = new Date()): string {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}

/** A date the client typed ("2024-06-13 10:00:00", RFC 3339…) as an ISO instant; local time when no zone is given. */
export function parseClientDate(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2} /.test(text) ? text.replace(" ", "T") : text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/**
 * A row not in the recycle bin (`deleted_at is null`): documents, articles and attachments are deleted softly.
 * `table` is the name or alias the query gives the table, when the column needs one.
 */
export function live(table?: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(table ? `${table}.deleted_at` : "deleted_at")} is null`;
}

/** Whether a row read with its `deleted_at` is live (see `live`). */
export const isLive = (row: { deleted_at: string | null }): boolean => row.deleted_at === null;

/** How many rows `query` finds: its selection replaced by `count(*)` (a number on both databases). */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // PostgreSQL's count is a bigint, which its driver gives as a string; SQLite's a number.
  const { n } = await query.clearSelect().select((eb) => eb.fn.countAll().as("n")).$castTo<{ n: number | string | bigint }>().executeTakeFirstOrThrow();
  return Number(n);
}
