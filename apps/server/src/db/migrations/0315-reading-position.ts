import type { Kysely } from "kysely";
import { bigint } from "../columns.js";

/** The page each user left each document at: one row per user and document, gone with the user or the document. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reading_position")
    .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("document_id", bigint(db), (c) => c.notNull().references("document.id").onDelete("cascade"))
    .addColumn("page", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("reading_position_pk", ["user_id", "document_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("reading_position").ifExists().execute();
}
