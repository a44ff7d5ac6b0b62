import type { Kysely } from "kysely";
import { bigint, withId } from "../columns.js";

/**
 * The site's backup history (modules/backup): one row per scheduled or manual backup and its result. A backup
 * keeps this table too: it is the site's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("backup_run"))
    .addColumn("trigger", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("snapshot_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("size_bytes", bigint(db), (c) => c.notNull().defaultTo(0))
    .addColumn("bytes_written", bigint(db), (c) => c.notNull().defaultTo(0))
    .addColumn("file_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("duration_ms", bigint(db), (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("backup_run_started_idx").on("backup_run").column("started_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("backup_run").ifExists().execute();
}
