import type { Kysely } from "kysely";
import { bigint } from "../columns.js";

/**
 * The edit of a published document's details that waits for review while the published details stay online: at most
 * one per document (a new edit replaces it), pending (0) or rejected (2) with the reviewer's reason. Approval copies
 * it into the document and deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("document_revision")
    .addColumn("document_id", bigint(db), (c) => c.primaryKey().references("document.id").onDelete("cascade"))
    .addColumn("user_id", bigint(db), (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("keywords", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("price", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("language", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category_ids", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reject_reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("document_revision_status").on("document_revision").columns(["status", "updated_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("document_revision").ifExists().execute();
}
