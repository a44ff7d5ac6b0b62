import type { Kysely } from "kysely";

/**
 * Why an administrator refused an upload (status 7), given with 拒绝 on the document page; shown to the uploader and
 * administrators, cleared when the document is approved or sent back to review.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("document").addColumn("reject_reason", "text", (c) => c.notNull().defaultTo("")).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("document").dropColumn("reject_reason").execute();
}
