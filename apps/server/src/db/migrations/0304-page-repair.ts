import type { Kysely } from "kysely";
import { flag, withTimestamps } from "../columns.js";

/**
 * Repair passes over stored page images (modules/page-repair), one row per pass: how far the walk over
 * `document_page` has come (cursor), what it found, and which process runs it (a lease, so that one process does).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    db.schema
      .createTable("page_repair")
      .addColumn("pass", "text", (c) => c.primaryKey())
      .addColumn("cursor_hash", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("cursor_page", "integer", flag)
      .addColumn("checked", "integer", flag)
      .addColumn("repaired", "integer", flag)
      .addColumn("requeued", "integer", flag)
      .addColumn("total", "integer", flag)
      .addColumn("lease_owner", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("lease_until", "text")
      .addColumn("finished_at", "text"),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_repair").ifExists().execute();
}
