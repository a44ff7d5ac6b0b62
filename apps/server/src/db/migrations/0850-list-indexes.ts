import { sql, type Kysely } from "kysely";

/**
 * Indexes for the document lists a large library asks for on its long tail of pages (measured at 100,000
 * documents on SQLite):
 * - a category's documents in id order, read from the index alone (`category_id, document_id`, replacing the
 *   index on `category_id` it extends): a category page's newest documents took 22 ms, with statistics 1.7, with
 *   this 0.6;
 * - the recommended documents, newest recommendation first (a partial index: few documents are recommended): 31 ms
 *   scanning every converted document, now a few microseconds;
 * - a user's and a language's live documents counted from an index alone, as every upload and deletion recounts
 *   them (29 and 32 ms, now 0.01 for a user of a few documents and 6 for a user or language of all 100,000).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("document_category_category_doc_idx").on("document_category").columns(["category_id", "document_id"]).execute();
  await db.schema.dropIndex("document_category_category_idx").execute();
  await db.schema
    .createIndex("document_recommended_idx")
    .on("document")
    .columns(["recommend_at", "id"])
    .where(sql<boolean>`recommend_at is not null`)
    .execute();
  await db.schema.createIndex("document_user_live_idx").on("document").columns(["user_id", "deleted_at"]).execute();
  await db.schema.createIndex("document_language_live_idx").on("document").columns(["language", "deleted_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("document_language_live_idx").execute();
  await db.schema.dropIndex("document_user_live_idx").execute();
  await db.schema.dropIndex("document_recommended_idx").execute();
  await db.schema.createIndex("document_category_category_idx").on("document_category").column("category_id").execute();
  await db.schema.dropIndex("document_category_category_doc_idx").execute();
}
