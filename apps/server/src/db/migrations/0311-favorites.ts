import type { Kysely } from "kysely";
import { bigint, flag, withId, withTimestamps } from "../columns.js";

/** A user's favorite documents (type 0) and articles (type 1); one row per user, type and object. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("favorite"))
      .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("document_id", bigint(db), (c) => c.notNull())
      .addColumn("type", "integer", flag),
  ).execute();
  await db.schema.createIndex("favorite_user_object_uq").on("favorite").columns(["user_id", "type", "document_id"]).unique().execute();
  await db.schema.createIndex("favorite_object_idx").on("favorite").columns(["type", "document_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("favorite").ifExists().execute();
}
