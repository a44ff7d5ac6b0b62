import type { Kysely } from "kysely";
import { bigint, flag, isPostgres, withId } from "../columns.js";

/**
 * Retrieval by embeddings (modules/retrieval). `retrieval_chunk`: a passage of a page (character offsets in the
 * page text) with its vector from one embedding model, little-endian float32; ids only grow, so a process's
 * in-memory index reads what is new by id. `retrieval_embedding`: each document's embedding status (spec §4:
 * 0 pending, 1 processing, 2 done, 3 failed), the model and page texts it was embedded from, under a lease.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("retrieval_chunk"))
    .addColumn("document_id", bigint(db), (c) => c.notNull())
    .addColumn("model_id", bigint(db), (c) => c.notNull())
    .addColumn("page", "integer", (c) => c.notNull())
    .addColumn("start_offset", "integer", flag)
    .addColumn("end_offset", "integer", flag)
    .addColumn("vector", isPostgres(db) ? "bytea" : "blob", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("retrieval_chunk_document_idx").on("retrieval_chunk").columns(["document_id", "model_id"]).execute();
  await db.schema
    .createTable("retrieval_embedding")
    .addColumn("document_id", bigint(db), (c) => c.primaryKey())
    .addColumn("status", "integer", flag)
    .addColumn("model_id", bigint(db), flag)
    .addColumn("fingerprint", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("chunks", "integer", flag)
    .addColumn("embedded", "integer", flag)
    .addColumn("attempts", "integer", flag)
    .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("locked_until", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("retrieval_embedding_status_idx").on("retrieval_embedding").columns(["status", "locked_until"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("retrieval_embedding").ifExists().execute();
  await db.schema.dropTable("retrieval_chunk").ifExists().execute();
}
