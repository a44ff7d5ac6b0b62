import { sql, type RawBuilder } from "kysely";

/** `%wd%` for LIKE, lower-cased, with the wildcard characters of the keyword taken literally. */
export function containsPattern(wd: string): string {
  return `%${wd.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether any of the columns contains the keyword, ignoring case, the same on SQLite and PostgreSQL. */
export function matchesKeyword(columns: string[], wd: string): RawBuilder<boolean> {
  const pattern = containsPattern(wd);
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}
