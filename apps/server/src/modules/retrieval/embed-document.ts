import crypto from "node:crypto";
import type { AppContext } from "../../context.js";
import { pageTexts } from "../documents/document-content.js";
import { nowIso } from "../../db/columns.js";
import { isLive } from "../../db/list-query.js";
import { embeddingBatchSize, embedTexts } from "../llm/embed-texts.js";
import type { ResolvedModel } from "../llm/resolve-model.js";
import { chunkPage } from "./chunk-page.js";
import { EmbeddingStatus, stillHeld, type EmbeddingClaim } from "./embedding-queue.js";
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

type ChunkRow = { page: number; start: number; end: number; vector: Uint8Array };

/**
 * Marks the document embedded and, when `rows` are given, replaces its passages, in one transaction that first
 * checks the claim is still held (the update locks the status row, so two finishing workers take turns): a worker
 * whose claim was superseded stores nothing. Answers whether it stored.
 */
async function storeResult(ctx: AppContext, held: EmbeddingClaim, modelId: number, fingerprint: string, rows: ChunkRow[] | undefined) {
  const written = await ctx.db.kysely.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable("retrieval_embedding")
      .set({ status: EmbeddingStatus.done, model_id: modelId, fingerprint, error: "", attempts: 0, locked_until: "", updated_at: nowIso() })
      .where(stillHeld(held))
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return undefined;
    if (!rows) return { old: [], ids: [] };
    const documentId = held.documentId;
    const old = (await trx.selectFrom("retrieval_chunk").select("id").where("document_id", "=", documentId).execute()).map((r) => Number(r.id));
    await trx.deleteFrom("retrieval_chunk").where("document_id", "=", documentId).execute();
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const values = rows.slice(i, i + INSERT_BATCH).map((r) => ({ document_id: documentId, model_id: modelId, page: r.page, start_offset: r.start, end_offset: r.end, vector: r.vector }));
      ids.push(...(await trx.insertInto("retrieval_chunk").values(values).returning("id").execute()).map((r) => Number(r.id)));
    }
    return { old, ids };
  });
  if (!written) return false;
  if (rows) {
    const store = vectorStore(ctx);
    await store.removed(written.old);
    await store.added(written.ids.map((id, i) => ({ id, modelId, documentId: held.documentId, vector: bytesVector(rows[i].vector) })));
  }
  return true;
}

/**
 * Embeds a claimed document's pages, passage by passage (chunkPage), with the model, and stores the passages and
 * their vectors; progress and the outcome go to its status row. Texts and title unchanged since the last embedding
 * with the same model are not embedded again. Answers "superseded" when another claim or a new change of the
 * document came meanwhile: then nothing is stored, and the newer claim stores its own result.
 */
export async function embedDocument(ctx: AppContext, model: ResolvedModel, held: EmbeddingClaim, signal?: AbortSignal): Promise<"stored" | "superseded"> {
  const db = ctx.db.kysely;
  const documentId = held.documentId;
  const doc = await db.selectFrom("document").select(["title", "hash", "status", "deleted_at"]).where("id", "=", documentId).executeTakeFirst();
  if (!doc || !isLive(doc) || doc.status !== 2) {
    await dropDocumentVectors(ctx, documentId);
    return "stored";
  }
  const pages = await pageTexts(db, doc.hash);
  const fingerprint = crypto.createHash("md5").update(JSON.stringify([doc.title, pages.map((p) => [p.page, p.text])])).digest("hex");
  const status = await db.selectFrom("retrieval_embedding").selectAll().where("document_id", "=", documentId).executeTakeFirst();
  const progress = (values: { chunks?: number; embedded?: number }) =>
    db.updateTable("retrieval_embedding").set({ ...values, updated_at: nowIso() }).where(stillHeld(held)).execute();
  let rows: ChunkRow[] | undefined;
  if (!status || status.fingerprint !== fingerprint || Number(status.model_id) !== model.id) {
    const passages = pages.flatMap((p) => chunkPage(p.text).map((span) => ({ page: p.page, ...span, text: p.text.slice(span.start, span.end) })));
    await progress({ chunks: passages.length, embedded: 0 });
    const vectors: number[][] = [];
    for (let i = 0; i < passages.length; i += embeddingBatchSize) {
      const batch = passages.slice(i, i + embeddingBatchSize).map((p) => `${doc.title}\n${p.text}`);
      vectors.push(...(await embedTexts(model, batch, signal)));
      await progress({ embedded: vectors.length });
    }
    rows = passages.map((p, i) => ({ ...p, vector: vectorBytes(vectors[i]) }));
  }
  return (await storeResult(ctx, held, model.id, fingerprint, rows)) ? "stored" : "superseded";
}
