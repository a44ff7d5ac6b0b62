import { sql, type RawBuilder, type SqlBool } from "kysely";

/** LIMIT/OFFSET of a 1-based page, the size clamped into [min, max]. */
export function pageWindow(page: number, size: number, min: number, max: number): { limit: number; offset: number } {
  const limit = Math.min(Math.max(size, min), max);
  return { limit, offset: (Math.max(page, 1) - 1) * limit };
}

/** Case-insensitive "contains" over columns, the same on SQLite and PostgreSQL; % and _ match literally. */
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

/** The requested members of a view (`field=id&field=title`) plus those always attached; none known means all. */
export function pickFields<T extends object>(view: T, fields: readonly string[], always: readonly string[]): Partial<T> {
  const wanted = fields.filter((f) => Object.hasOwn(view, f));
  if (wanted.length === 0) return view;
  const out: Partial<T> = {};
  for (const key of [...wanted, ...always]) if (Object.hasOwn(view, key)) out[key as keyof T] = view[key as keyof T];
  return out;
}

export const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];
