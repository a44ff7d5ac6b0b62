import type { Kysely } from "kysely";
import { flag } from "../columns.js";

/**
 * The sitemap now served (modules/sitemap): which generation of files in storage, when it was generated and for
 * which domain, and who generates the next one (a lease, so that one process does, and a restart resumes the
 * daily schedule from `generated_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sitemap_state")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("generation", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("generated_at", "text")
    .addColumn("domain", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("url_count", "integer", flag)
    .addColumn("file_count", "integer", flag)
    .addColumn("requested_at", "text")
    .addColumn("lease_owner", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("lease_until", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sitemap_state").ifExists().execute();
}
