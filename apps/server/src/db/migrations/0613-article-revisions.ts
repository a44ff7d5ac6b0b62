import type { Kysely } from "kysely";
import { bigint } from "../columns.js";

/**
 * The edit of a published article that waits for review while the published version stays online: at most one per
 * article (a new edit replaces it), pending (0) or rejected (2) with the reviewer's reason. Approval copies it into
 * the article and deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("article_revision")
    .addColumn("article_id", bigint(db), (c) => c.primaryKey().references("article.id").onDelete("cascade"))
    .addColumn("user_id", bigint(db), (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("keywords", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("author", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("markdown", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category_ids", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reject_reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("article_revision_status").on("article_revision").columns(["status", "updated_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("article_revision").ifExists().execute();
}
