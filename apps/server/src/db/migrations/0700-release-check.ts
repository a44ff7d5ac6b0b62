import type { Kysely } from "kysely";

/**
 * The release check of the dashboard (modules/system): one row holding the source URL the operator set (none at
 * first, so nothing is fetched), the latest release that source announced, the tag the operator ignores, and how
 * the last check went.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("release_check")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("tag_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("release_at", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("ignore_tag", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("checked_at", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("release_check").ifExists().execute();
}
