import type { Kysely } from "kysely";
import { bigint, flag, withId, withTimestamps } from "../columns.js";

/**
 * The spider (modules/spider): pages an administrator gives (`spider_url`) and the document links found on them
 * (`spider_document`), each a small queue of its own — a row is taken under a lease (`lease_until`) so that a
 * process that dies mid-download leaves nothing stuck, and failures wait `run_after` before another attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("spider_url"))
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("status", "integer", flag)
      .addColumn("total", "integer", flag)
      .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("attempts", "integer", flag)
      .addColumn("run_after", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("lease_until", "text", (c) => c.notNull().defaultTo("")),
  ).execute();
  await db.schema.createIndex("spider_url_status").on("spider_url").columns(["status", "run_after"]).execute();

  await withTimestamps(
    withId(db, db.schema.createTable("spider_document"))
      .addColumn("spider_url_id", bigint(db), flag)
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("title_from_attachment", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("title_from_href", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("title_from_url", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("ext", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("size", bigint(db), flag)
      .addColumn("content_type", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("save_path", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("hash", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("status", "integer", flag)
      .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("category_id", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("document_id", bigint(db), flag)
      .addColumn("user_id", bigint(db), flag)
      .addColumn("price", "integer", flag)
      .addColumn("language", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("attempts", "integer", flag)
      .addColumn("run_after", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("lease_until", "text", (c) => c.notNull().defaultTo("")),
  ).execute();
  await db.schema.createIndex("spider_document_url").on("spider_document").column("url").unique().execute();
  await db.schema.createIndex("spider_document_status").on("spider_document").columns(["status", "run_after"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("spider_document").ifExists().execute();
  await db.schema.dropTable("spider_url").ifExists().execute();
}
