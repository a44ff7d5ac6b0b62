import mysql from "mysql2/promise";
import { AppError, badRequest } from "../../http/errors.js";

/** A source row as mysql2 reads it: datetimes as Date, numbers as numbers, big ones as strings. */
export type SourceRow = Record<string, unknown>;

/**
 * The MOREDOC database, read-only: its tables with their prefix (`mnt_` unless the site chose another), the columns
 * each table has in the version it runs (they differ from 2.x on), and its rows in id order, a batch at a time.
 */
export class MoredocSource {
  private columnCache = new Map<string, Set<string>>();

  private constructor(
    private readonly pool: mysql.Pool,
    readonly prefix: string,
    private readonly tables: Set<string>,
  ) {}

  /** `timezone`: the zone MOREDOC wrote its DATETIMEs in (its server's local time; China's unless told). */
  static async open(dsn: string, timezone = "+08:00"): Promise<MoredocSource> {
    const pool = mysql.createPool({ uri: dsn, connectionLimit: 2, supportBigNumbers: true, bigNumberStrings: false, timezone, charset: "utf8mb4" });
    try {
      const [rows] = await pool.query<mysql.RowDataPacket[]>(
        "select table_name as name from information_schema.tables where table_schema = database()",
      );
      const names = rows.map((row) => String(row.name ?? row.NAME ?? row.TABLE_NAME));
      const prefix = detectPrefix(names);
      const tables = new Set(names.filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length)));
      return new MoredocSource(pool, prefix, tables);
    } catch (error) {
      await pool.end();
      if (error instanceof AppError) throw error;
      throw badRequest(`无法读取 MOREDOC 数据库 / cannot read the MOREDOC database: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The source's tables, without the prefix. */
  tableNames(): string[] {
    return [...this.tables].sort();
  }

  has(table: string): boolean {
    return this.tables.has(table);
  }

  tableName(table: string): string {
    return `${this.prefix}${table}`;
  }

  async columns(table: string): Promise<Set<string>> {
    const cached = this.columnCache.get(table);
    if (cached) return cached;
    const [rows] = await this.pool.query<mysql.RowDataPacket[]>(
      "select column_name as name from information_schema.columns where table_schema = database() and table_name = ?",
      [this.tableName(table)],
    );
    const columns = new Set(rows.map((row) => String(row.name ?? row.NAME ?? row.COLUMN_NAME)));
    this.columnCache.set(table, columns);
    return columns;
  }

  async count(table: string): Promise<number> {
    if (!this.has(table)) return 0;
    const [rows] = await this.pool.query<mysql.RowDataPacket[]>(`select count(*) as n from ${mysql.escapeId(this.tableName(table))}`);
    return Number(rows[0].n);
  }

  /** Rows with an id above `afterId`, in id order. */
  async batch(table: string, afterId: number, size: number): Promise<SourceRow[]> {
    const [rows] = await this.pool.query<mysql.RowDataPacket[]>(
      `select * from ${mysql.escapeId(this.tableName(table))} where id > ? order by id limit ?`,
      [afterId, size],
    );
    return rows;
  }

  async query(sqlText: string, values: unknown[] = []): Promise<SourceRow[]> {
    const [rows] = await this.pool.query<mysql.RowDataPacket[]>(sqlText, values);
    return rows;
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** The prefix of MOREDOC's tables: what comes before `user` in the table that also has `document` beside it. */
export function detectPrefix(names: string[]): string {
  const set = new Set(names);
  for (const name of names) {
    if (!name.endsWith("user")) continue;
    const prefix = name.slice(0, -"user".length);
    if (set.has(`${prefix}document`) && set.has(`${prefix}attachment`)) return prefix;
  }
  throw badRequest("不是 MOREDOC 数据库：找不到 user、document、attachment 数据表 / not a MOREDOC database");
}
