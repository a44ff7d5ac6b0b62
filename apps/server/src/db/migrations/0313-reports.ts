import type { Kysely } from "kysely";
import { bigint, flag, withId, withTimestamps } from "../columns.js";

/** Reports of documents by users (one per user and document); `status` 1 = processed by an administrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("report"))
      .addColumn("document_id", bigint(db), (c) => c.notNull().references("document.id").onDelete("cascade"))
      .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("reason", "integer", (c) => c.notNull())
      .addColumn("status", "integer", flag)
      .addColumn("remark", "text", (c) => c.notNull().defaultTo("")),
  ).execute();
  await db.schema.createIndex("report_document_user_uq").on("report").columns(["document_id", "user_id"]).unique().execute();
  await db.schema.createIndex("report_status_idx").on("report").columns(["status", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("report").ifExists().execute();
}
