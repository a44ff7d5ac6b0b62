import crypto from "node:crypto";
import type { AppContext } from "../../context.js";
import { pageTexts } from "../documents/document-content.js";
import { nowIso } from "../../db/columns.js";
import { isLive } from "../../db/list-query.js";
import { embeddingBatchSize, embedTexts } from "../llm/embed-texts.js";
import type { ResolvedModel } from "../llm/resolve-model.js";
import { chunkPage } from "./chunk-page.js";
import { EmbeddingStatus } from "./embedding-queue.js";
import { bytesVector, vectorBytes } from "./vector-bytes.js";
import { vectorStore } from "./vector-store.js";
import "./tables.js";

const INSERT_BATCH = 100;

/** Removes a document's passages and vectors (deleted or no longer converted documents). */
export async function dropDocumentVectors(ctx: AppContext, documentId: number): Promise<void> {
  const old = await ctx.db.kysely.selectFrom("retrieval_chunk").select("id").where("document_id", "=", documentId).execute();
  await ctx.db.kysely.deleteFrom("retrieval_chunk").where("document_id", "=", documentId).execute();
  await ctx.db.kysely.deleteFrom("retrieval_embedding").where("document_id", "=", documentId).execute();
  await vectorStore(ctx).removed(old.map((r) => Number(r.id)));
}

async function replaceChunks(ctx: AppContext, documentId: number, modelId: number, rows: Array<{ page: number; start: number; end: number; vector: Uint8Array }>) {
  const db = ctx.db.kysely;
  const old = (await db.selectFrom("retrieval_chunk").select("id").where("document_id", "=", documentId).execute()).map((r) => Number(r.id));
  const ids = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("retrieval_chunk").where("document_id", "=", documentId).execute();
    const inserted: number[] = [];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const values = rows.slice(i, i + INSERT_BATCH).map((r) => ({ document_id: documentId, model_id: modelId, page: r.page, start_offset: r.start, end_offset: r.end, vector: r.vector }));
      inserted.push(...(await trx.insertInto("retrieval_chunk").values(values).returning("id").execute()).map((r) => Number(r.id)));
    }
    return inserted;
  });
  const store = vectorStore(ctx);
  await store.removed(old);
  await store.added(ids.map((id, i) => ({ id, modelId, documentId, vector: bytesVector(rows[i].vector) })));
}

/**
 * Embeds a converted document's pages, passage by passage (chunkPage), with the model, and stores the passages
 * and their vectors; progress and the outcome go to its status row. Texts and title unchanged since the last
 * embedding with the same model are not embedded again.
 */
export async function embedDocument(ctx: AppContext, model: ResolvedModel, documentId: number, signal?: AbortSignal): Promise<void> {
  const db = ctx.db.kysely;
  const doc = await db.selectFrom("document").select(["title", "hash", "status", "deleted_at"]).where("id", "=", documentId).executeTakeFirst();
  if (!doc || !isLive(doc) || doc.status !== 2) return dropDocumentVectors(ctx, documentId);
  const pages = await pageTexts(db, doc.hash);
  const fingerprint = crypto.createHash("md5").update(JSON.stringify([doc.title, pages.map((p) => [p.page, p.text])])).digest("hex");
  const status = await db.selectFrom("retrieval_embedding").selectAll().where("document_id", "=", documentId).executeTakeFirst();
  const progress = (values: { chunks?: number; embedded?: number }) =>
    db.updateTable("retrieval_embedding").set({ ...values, updated_at: nowIso() }).where("document_id", "=", documentId).execute();
  if (!status || status.fingerprint !== fingerprint || Number(status.model_id) !== model.id) {
    const passages = pages.flatMap((p) => chunkPage(p.text).map((span) => ({ page: p.page, ...span, text: p.text.slice(span.start, span.end) })));
    await progress({ chunks: passages.length, embedded: 0 });
    const vectors: number[][] = [];
    for (let i = 0; i < passages.length; i += embeddingBatchSize) {
      const batch = passages.slice(i, i + embeddingBatchSize).map((p) => `${doc.title}\n${p.text}`);
      vectors.push(...(await embedTexts(model, batch, signal)));
      await progress({ embedded: vectors.length });
    }
    await replaceChunks(ctx, documentId, model.id, passages.map((p, i) => ({ ...p, vector: vectorBytes(vectors[i]) })));
  }
  await db
    .updateTable("retrieval_embedding")
    .set({ status: EmbeddingStatus.done, model_id: model.id, fingerprint, error: "", attempts: 0, locked_until: "", updated_at: nowIso() })
    .where("document_id", "=", documentId)
    .execute();
}
