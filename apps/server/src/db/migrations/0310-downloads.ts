import type { Kysely } from "kysely";
import { bigint, flag, withId, withTimestamps } from "../columns.js";

/** Who downloaded which document, from where, and what it cost (guests have user_id 0). Kept after a purge. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("download"))
      .addColumn("user_id", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("document_id", bigint(db), (c) => c.notNull())
      .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("is_pay", "integer", flag)
      .addColumn("price", "integer", flag),
  ).execute();
  await db.schema.createIndex("download_user_document_idx").on("download").columns(["user_id", "document_id", "created_at"]).execute();
  await db.schema.createIndex("download_user_created_idx").on("download").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("download_ip_created_idx").on("download").columns(["ip", "created_at"]).execute();
  await db.schema.createIndex("download_created_idx").on("download").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("download").ifExists().execute();
}
