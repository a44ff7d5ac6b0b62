import { parse } from "csv-parse/sync";

/**
 * A statement's shape: what PostgreSQL is asked to parse, plan and run, without the values. Placeholders, literals
 * and numbers become one mark, and lists of any length (`in (…)`, the rows of a multi-row insert) one item, so two
 * calls that differ only by their values or list lengths have one shape.
 */
export function statementShape(sql: string): string {
  return sql
    .replace(/\s+/g, " ")
    .trim()
    .replace(/'(?:[^']|'')*'/g, "?")
    .replace(/\$\d+/g, "?")
    .replace(/\b\d+(\.\d+)?\b/g, "?")
    .replace(/\(\s*\?(?:\s*,\s*\?)*\s*\)/g, "(?)")
    .replace(/\(\?\)(?:\s*,\s*\(\?\))+/g, "(?)");
}

/** One line of PostgreSQL's csvlog that names a statement: the database it ran in and its shape, or its failure. */
export interface LoggedStatement {
  database: string;
  shape: string;
}

const statementMessage = /^(?:statement|execute [^:]+): ([\s\S]*)$/;

/**
 * The statements in a csvlog (log_statement = all): each run statement as its shape, and each failed one as
 * "ERROR <SQLSTATE> <shape>", since how PostgreSQL refuses a statement (a unique violation, a value out of range,
 * a serialization failure…) is database behaviour a test may be the only one to reach.
 */
export function loggedStatements(csv: string): LoggedStatement[] {
  const rows: string[][] = parse(csv, { relax_column_count: true });
  const statements: LoggedStatement[] = [];
  for (const row of rows) {
    const [database = "", severity = "", sqlState = "", message = "", query = ""] = [row[2], row[11], row[12], row[13], row[19]];
    if (severity === "LOG") {
      const match = statementMessage.exec(message);
      if (match?.[1]) statements.push({ database, shape: statementShape(match[1]) });
    } else if (severity === "ERROR" && query) {
      statements.push({ database, shape: `ERROR ${sqlState} ${statementShape(query)}` });
    }
  }
  return statements;
}
