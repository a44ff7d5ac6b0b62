import type { SourceRow } from "./source.js";

// How MOREDOC's values become ours: times ISO-8601 UTC strings, flags 0/1, absent columns (older versions) defaults.

export const now = () => new Date().toISOString();

/** A DATETIME as an ISO string; null for none or MySQL's zero date. */
export function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : typeof value === "string" || typeof value === "number" ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()) || date.getTime() <= 0) return null;
  return date.toISOString();
}

/** A DATETIME that must be set: falls back to `fallback` (the row's creation, else now). */
export function iso(value: unknown, fallback?: unknown): string {
  return isoOrNull(value) ?? isoOrNull(fallback) ?? now();
}

export function str(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Buffer.isBuffer(value)) return value.toString("utf8");
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return value.toString();
  return typeof value === "object" ? JSON.stringify(value) : "";
}

export function int(value: unknown, fallback = 0): number {
  if (value === null || value === undefined || value === "") return fallback;
  if (Buffer.isBuffer(value)) return value.length > 0 ? value[0] : fallback;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** A tinyint(1) or bit flag as 0/1. */
export const flag = (value: unknown, fallback: 0 | 1 = 0): 0 | 1 => {
  if (value === null || value === undefined) return fallback;
  return int(value) !== 0 ? 1 : 0;
};

/** The row's id as a number. */
export const idOf = (row: SourceRow): number => int(row.id);

/** The row's own created/updated times. */
export function times(row: SourceRow): { created_at: string; updated_at: string } {
  const created = iso(row.created_at);
  return { created_at: created, updated_at: iso(row.updated_at, created) };
}
