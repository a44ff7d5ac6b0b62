import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { surviveDroppedConnections } from "./pg-pool-errors.js";
import type { Database } from "./schema.js";

/**
 * A small PostgreSQL pool of its own whose sessions start with `settings` (e.g. "-c enable_seqscan=off"): a
 * statement that needs them is one round trip, instead of a transaction that sets them locally around it.
 */
export function openSessionPool(url: string, settings: string, max: number): Kysely<Database> {
  const parsed = new URL(url);
  parsed.searchParams.set("options", [parsed.searchParams.get("options"), settings].filter(Boolean).join(" "));
  const pool = new pg.Pool({ connectionString: parsed.toString(), max });
  surviveDroppedConnections(pool);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
