import type { Kysely } from "kysely";

/**
 * Where the words of each page are (`document_page.layout`, JSON in the page image's pixel space; see the contract's
 * rules/page-layout.ts). NULL until conversion or the layout backfill (modules/page-repair) has read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("document_page").addColumn("layout", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("document_page").dropColumn("layout").execute();
}
