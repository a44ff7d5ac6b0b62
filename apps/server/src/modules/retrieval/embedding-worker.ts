import type { AppContext } from "../../context.js";
import { startPollingWorker, type PollingWorker } from "../../workers/polling-worker.js";
import { resolveEmbeddingModel } from "../llm/resolve-model.js";
import { dropDocumentVectors, embedDocument } from "./embed-document.js";
import { claimEmbedding, failEmbedding, queueEmbedding, queueForModel } from "./embedding-queue.js";

const IDLE_MS = 2000;
/** How often the worker looks for documents the current model has not embedded (new model, missed events). */
const SWEEP_MS = 30_000;

/**
 * What every server process needs: a changed document is queued for embedding again (its status row, a table, so
 * whichever process embeds picks it up), a deleted one loses its passages and vectors.
 */
export function subscribeEmbeddingEvents(ctx: AppContext): void {
  ctx.events.on("document.changed", ({ documentId }) => queueEmbedding(ctx, [documentId]));
  ctx.events.on("document.deleted", ({ documentId }) => dropDocumentVectors(ctx, documentId));
}

/**
 * The embedding worker: while an embedding model is set (llm.embedding_model_id), embeds queued documents one at
 * a time, and every SWEEP_MS queues what the model has not embedded yet (all of it after the model changed).
 * Sleeps when idle; change events wake it.
 */
export function startEmbeddingWorker(ctx: AppContext): PollingWorker {
  let lastSweep: { at: number; modelId: number } = { at: 0, modelId: 0 };
  return startPollingWorker(ctx, {
    name: "embedding worker",
    idleMs: IDLE_MS,
    wakeOn: ["document.changed"],
    async step(signal) {
      const model = await resolveEmbeddingModel(ctx);
      if (!model) return false;
      if (model.id !== lastSweep.modelId || Date.now() - lastSweep.at > SWEEP_MS) {
        await queueForModel(ctx, model.id);
        lastSweep = { at: Date.now(), modelId: model.id };
      }
      const held = await claimEmbedding(ctx);
      if (held === undefined) return false;
      await embedDocument(ctx, model, held, signal).catch((error: unknown) =>
        failEmbedding(ctx, held, model.id, error instanceof Error ? error.message : String(error)),
      );
      return true;
    },
  });
}

/** The worker as modules/index.ts runs it: until the server shuts down. */
export function embeddingWorker(ctx: AppContext): () => Promise<void> {
  return () => {
    const worker = startEmbeddingWorker(ctx);
    ctx.hooks.onShutdown.push(() => worker.stop());
    return worker.done;
  };
}

export function embeddingHandlers(ctx: AppContext): Array<() => void> {
  subscribeEmbeddingEvents(ctx);
  return [];
}
