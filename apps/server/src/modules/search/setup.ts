import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { startSearchIndexer } from "./indexing/indexer-worker.js";
import { subscribeSearchEvents } from "./indexing/subscribe-events.js";
import { closeSearchRecords } from "./records/record-buffer.js";

/**
 * What every server process needs (modules/index.ts extraHandlers): change events queue re-indexing, and
 * buffered search records are written at shutdown. Registers no HTTP handler.
 */
export function searchHandlers(ctx: AppContext): Array<(app: FastifyInstance) => void> {
  subscribeSearchEvents(ctx);
  ctx.hooks.onShutdown.push(() => closeSearchRecords(ctx));
  return [];
}

/** The indexer worker (modules/index.ts workers): runs until the server shuts down. */
export function searchWorker(ctx: AppContext): () => Promise<void> {
  return () => {
    const indexer = startSearchIndexer(ctx);
    ctx.hooks.onShutdown.push(() => indexer.stop());
    return indexer.done;
  };
}
