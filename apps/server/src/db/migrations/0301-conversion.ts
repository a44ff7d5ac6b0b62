import type { Kysely } from "kysely";
import { flag, withId, withTimestamps } from "../columns.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("conversion_job"))
      .addColumn("hash", "text", (c) => c.notNull().unique())
      .addColumn("source_key", "text", (c) => c.notNull())
      .addColumn("ext", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("force", "integer", flag)
      .addColumn("attempts", "integer", flag)
      .addColumn("run_after", "text", (c) => c.notNull())
      .addColumn("lease_owner", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("lease_until", "text")
      .addColumn("run_id", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("last_error", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("finished_at", "text"),
  ).execute();
  await db.schema.createIndex("conversion_job_pick_idx").on("conversion_job").columns(["state", "run_after"]).execute();

  await withTimestamps(
    db.schema
      .createTable("converted_file")
      .addColumn("hash", "text", (c) => c.primaryKey())
      .addColumn("pages", "integer", flag)
      .addColumn("width", "integer", flag)
      .addColumn("height", "integer", flag)
      .addColumn("preview_ext", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("enable_gzip", "integer", flag)
      .addColumn("version", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("keywords", "text", (c) => c.notNull().defaultTo("")),
  ).execute();

  await db.schema
    .createTable("document_page")
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("page", "integer", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("width", "integer", flag)
    .addColumn("height", "integer", flag)
    .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("ocr", "integer", flag)
    .addColumn("version", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("document_page_pk", ["hash", "page"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["document_page", "converted_file", "conversion_job"]) await db.schema.dropTable(table).ifExists().execute();
}
