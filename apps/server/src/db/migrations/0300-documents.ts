import type { Kysely } from "kysely";
import { bigint, flag, withId, withTimestamps } from "../columns.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("attachment"))
      .addColumn("hash", "text", (c) => c.notNull())
      .addColumn("user_id", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("type", "integer", flag)
      .addColumn("type_id", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("enable", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("size", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("width", "integer", flag)
      .addColumn("height", "integer", flag)
      .addColumn("ext", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("deleted_at", "text"),
  ).execute();
  await db.schema.createIndex("attachment_hash_idx").on("attachment").column("hash").execute();
  await db.schema.createIndex("attachment_type_idx").on("attachment").columns(["type", "type_id"]).execute();

  await withTimestamps(
    withId(db, db.schema.createTable("document"))
      .addColumn("uuid", "text", (c) => c.notNull().unique())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("keywords", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("user_id", bigint(db), (c) => c.notNull())
      .addColumn("attachment_id", bigint(db), (c) => c.notNull())
      .addColumn("hash", "text", (c) => c.notNull())
      .addColumn("width", "integer", flag)
      .addColumn("height", "integer", flag)
      .addColumn("preview", "integer", flag)
      .addColumn("pages", "integer", flag)
      .addColumn("download_count", "integer", flag)
      .addColumn("view_count", "integer", flag)
      .addColumn("favorite_count", "integer", flag)
      .addColumn("comment_count", "integer", flag)
      .addColumn("score", "integer", (c) => c.notNull().defaultTo(300))
      .addColumn("score_count", "integer", flag)
      .addColumn("price", "integer", flag)
      .addColumn("size", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("ext", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("status", "integer", flag)
      .addColumn("enable_gzip", "integer", flag)
      .addColumn("preview_ext", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("language", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("convert_error", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("is_vip", "integer", flag)
      .addColumn("recommend_at", "text")
      .addColumn("deleted_at", "text")
      .addColumn("deleted_user_id", bigint(db), (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex("document_status_idx").on("document").columns(["deleted_at", "status", "id"]).execute();
  await db.schema.createIndex("document_user_idx").on("document").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("document_hash_idx").on("document").column("hash").execute();

  await db.schema
    .createTable("document_category")
    .addColumn("document_id", bigint(db), (c) => c.notNull().references("document.id").onDelete("cascade"))
    .addColumn("category_id", bigint(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("document_category_pk", ["document_id", "category_id"])
    .execute();
  await db.schema.createIndex("document_category_category_idx").on("document_category").column("category_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["document_category", "document", "attachment"]) await db.schema.dropTable(table).ifExists().execute();
}
