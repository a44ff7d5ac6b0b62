import type { Kysely } from "kysely";

/**
 * Storage garbage collection (modules/storage-gc): `attachment.collected_at` marks a deleted attachment whose
 * files were collected but whose row stays because it carries the hash blacklist (enable = 0); every other
 * collected row is deleted. The index serves "is this attachment still used by a document?".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("attachment").addColumn("collected_at", "text").execute();
  await db.schema.createIndex("document_attachment_idx").on("document").column("attachment_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("document_attachment_idx").ifExists().execute();
  await db.schema.alterTable("attachment").dropColumn("collected_at").execute();
}
