import type { Kysely } from "kysely";
import { bigint, flag, withId, withTimestamps } from "../columns.js";

/**
 * Comments on documents (type 0) and articles (type 1), threaded by `parent_id` (0 = top level), and the time of
 * each user's last comment (`comment_throttle`), claimed by a conditional upsert so that two simultaneous posts
 * cannot both pass `security.comment_interval`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("comment"))
      .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("type", "integer", flag)
      .addColumn("document_id", bigint(db), (c) => c.notNull())
      .addColumn("parent_id", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("status", "integer", flag)
      .addColumn("comment_count", "integer", flag)
      .addColumn("ip", "text", (c) => c.notNull().defaultTo("")),
  ).execute();
  await db.schema.createIndex("comment_item_idx").on("comment").columns(["type", "document_id", "status", "id"]).execute();
  await db.schema.createIndex("comment_user_idx").on("comment").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("comment_parent_idx").on("comment").columns(["parent_id", "status"]).execute();
  await db.schema.createIndex("comment_status_idx").on("comment").columns(["status", "id"]).execute();

  await db.schema
    .createTable("comment_throttle")
    .addColumn("user_id", bigint(db), (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("last_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["comment_throttle", "comment"]) await db.schema.dropTable(table).ifExists().execute();
}
