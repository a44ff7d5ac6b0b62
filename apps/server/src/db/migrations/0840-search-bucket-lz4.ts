import { sql, type Kysely } from "kysely";
import { isPostgres } from "../columns.js";

/**
 * PostgreSQL compresses the body index's bucket rows (posting lists of about 6 KB, kept in TOAST) with lz4 instead
 * of its default pglz: they are written again at every merge and read by every search, and pglz spent more of the
 * database's CPU on them than it saved in bytes (a tenth). Rows written before keep pglz until a merge rewrites
 * them. A server built without lz4 keeps pglz. SQLite stores the rows as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`do $$ begin
    alter table search_body_bucket alter column data set compression lz4;
  exception when feature_not_supported then null;
  end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table search_body_bucket alter column data set compression default`.execute(db);
}
