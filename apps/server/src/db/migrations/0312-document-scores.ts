import type { Kysely } from "kysely";
import { bigint, withId, withTimestamps } from "../columns.js";

/** One rating (100–500, stars ×100) per user and document. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("document_score"))
      .addColumn("document_id", bigint(db), (c) => c.notNull().references("document.id").onDelete("cascade"))
      .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("score", "integer", (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex("document_score_document_user_uq").on("document_score").columns(["document_id", "user_id"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("document_score").ifExists().execute();
}
