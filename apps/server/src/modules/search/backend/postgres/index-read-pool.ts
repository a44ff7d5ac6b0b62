import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "../../../../db/schema.js";

/**
 * The planner does not see what reading a large tsvector out of TOAST costs, and for common words would otherwise
 * test `@@` row by row (sequential or index scans). The search statements read every match from one table's GIN
 * bitmap, so their connections allow bitmap scans only.
 */
const BITMAP_SCANS_ONLY = "-c enable_seqscan=off -c enable_indexscan=off -c enable_indexonlyscan=off";

/**
 * A small pool of its own for the statements that read the search index, with those settings for the whole
 * session: a statement is one round trip, instead of four inside a transaction that set them locally.
 */
export function openIndexReadPool(url: string): Kysely<Database> {
  const parsed = new URL(url);
  parsed.searchParams.set("options", [parsed.searchParams.get("options"), BITMAP_SCANS_ONLY].filter(Boolean).join(" "));
  const pool = new pg.Pool({ connectionString: parsed.toString(), max: 4 });
  // An idle connection the server drops is replaced on next use.
  pool.on("error", () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
