import type { ExpressionBuilder } from "kysely";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { live } from "../../db/list-query.js";
import type { Database } from "../../db/schema.js";
import "./tables.js";

export const EmbeddingStatus = { pending: 0, processing: 1, done: 2, failed: 3 } as const;

/** How long a worker holds a document before another may take it over (a crashed worker's). */
const LEASE_MS = 10 * 60_000;
/** Failed documents are tried again this many times, after this long. */
export const MAX_ATTEMPTS = 3;
const RETRY_AFTER_MS = 60_000;

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Marks documents for (re-)embedding: their texts or title may have changed; unchanged ones are skipped by fingerprint. */
export async function queueEmbedding(ctx: AppContext, documentIds: number[]): Promise<void> {
  for (const documentId of documentIds) {
    await ctx.db.kysely
      .insertInto("retrieval_embedding")
      .values({ document_id: documentId, status: EmbeddingStatus.pending, updated_at: nowIso() })
      .onConflict((oc) => oc.column("document_id").doUpdateSet({ status: EmbeddingStatus.pending, attempts: 0, error: "", updated_at: nowIso() }))
      .execute();
  }
}

/**
 * Queues what the current model has not embedded: converted live documents without a status yet, and every
 * document embedded or failed under another model (the model was changed: everything is embedded again).
 */
export async function queueForModel(ctx: AppContext, modelId: number): Promise<void> {
  const db = ctx.db.kysely;
  const now = nowIso();
  await db
    .insertInto("retrieval_embedding")
    .columns(["document_id", "status", "updated_at"])
    .expression(
      db
        .selectFrom("document")
        .select((eb) => ["document.id", eb.val(EmbeddingStatus.pending).as("status"), eb.val(now).as("updated_at")])
        .where("document.status", "=", 2)
        .where(live("document"))
        .where((eb) => eb.not(eb.exists(eb.selectFrom("retrieval_embedding as e").select("e.document_id").whereRef("e.document_id", "=", "document.id")))),
    )
    // Another worker's sweep may insert the same rows at the same moment.
    .onConflict((oc) => oc.column("document_id").doNothing())
    .execute();
  await db
    .updateTable("retrieval_embedding")
    .set({ status: EmbeddingStatus.pending, attempts: 0, error: "", updated_at: now })
    .where("model_id", "!=", modelId)
    .where("status", "in", [EmbeddingStatus.done, EmbeddingStatus.failed])
    .execute();
}

/** A document a worker took to embed, and the claim that lets it store the result (retrieval_embedding.claim). */
export interface EmbeddingClaim {
  documentId: number;
  claim: number;
}

/** Takes one document to embed under a lease: pending, failed and due for a retry, or held by a worker that died. */
export async function claimEmbedding(ctx: AppContext): Promise<EmbeddingClaim | undefined> {
  const db = ctx.db.kysely;
  const now = nowIso();
  const retryBefore = new Date(Date.now() - RETRY_AFTER_MS).toISOString();
  const due = db.selectFrom("retrieval_embedding").select("document_id").where((eb) =>
    eb.or([
      eb("status", "=", EmbeddingStatus.pending),
      eb.and([eb("status", "=", EmbeddingStatus.processing), eb("locked_until", "<", now)]),
      eb.and([eb("status", "=", EmbeddingStatus.failed), eb("attempts", "<", MAX_ATTEMPTS), eb("updated_at", "<", retryBefore)]),
    ]),
  );
  for (const candidate of await due.orderBy("document_id").limit(5).execute()) {
    const claimed = await db
      .updateTable("retrieval_embedding")
      .set((eb) => ({ status: EmbeddingStatus.processing, locked_until: later(LEASE_MS), claim: eb("claim", "+", 1), updated_at: now }))
      .where("document_id", "=", candidate.document_id)
      .where((eb) =>
        eb.or([
          eb("status", "in", [EmbeddingStatus.pending, EmbeddingStatus.failed]),
          eb.and([eb("status", "=", EmbeddingStatus.processing), eb("locked_until", "<", now)]),
        ]),
      )
      .returning("claim")
      .executeTakeFirst();
    if (claimed) return { documentId: Number(candidate.document_id), claim: Number(claimed.claim) };
  }
  return undefined;
}

/** Whether `held` is still the document's latest claim and nothing queued the document again since it was taken. */
export const stillHeld = (held: EmbeddingClaim) => (eb: ExpressionBuilder<Database, "retrieval_embedding">) =>
  eb.and([eb("document_id", "=", held.documentId), eb("claim", "=", held.claim), eb("status", "=", EmbeddingStatus.processing)]);

/** Marks a claimed document failed, unless another claim or a new change has superseded this one. */
export async function failEmbedding(ctx: AppContext, held: EmbeddingClaim, modelId: number, error: string): Promise<void> {
  await ctx.db.kysely
    .updateTable("retrieval_embedding")
    .set((eb) => ({ status: EmbeddingStatus.failed, model_id: modelId, error: error.slice(0, 1000), attempts: eb("attempts", "+", 1), locked_until: "", updated_at: nowIso() }))
    .where(stillHeld(held))
    .execute();
}
