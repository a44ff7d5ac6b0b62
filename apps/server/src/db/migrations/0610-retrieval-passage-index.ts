import type { Kysely } from "kysely";

/**
 * Where a vector hit's passage lies (document, page, offsets) from an index of its own, a few dozen bytes a chunk:
 * a question's nearest chunks are random rows of retrieval_chunk, whose vectors make it far larger than memory
 * keeps at hand (1.5–2.5 GB at a million chunks), and reading 60 such rows from disk took about 20 ms.
 * PostgreSQL reads it by index-only scans; SQLite is told to (vector-pages.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("retrieval_chunk_passage_idx")
    .ifNotExists()
    .on("retrieval_chunk")
    .columns(["id", "document_id", "page", "start_offset", "end_offset"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("retrieval_chunk_passage_idx").ifExists().execute();
}
