import type { AppContext } from "../../../context.js";
import { enqueueItems } from "./queue.js";

/**
 * Queues re-indexing when documents or articles change or go away (after their transaction committed). The queue
 * is a table, so whichever process raised the event, the indexer worker picks it up, also after a restart.
 */
export function subscribeSearchEvents(ctx: AppContext): void {
  ctx.events.on("document.changed", ({ documentId }) => enqueueItems(ctx, 0, [documentId]));
  ctx.events.on("document.deleted", ({ documentId }) => enqueueItems(ctx, 0, [documentId]));
  ctx.events.on("article.changed", ({ articleId }) => enqueueItems(ctx, 1, [articleId]));
  ctx.events.on("article.deleted", ({ articleId }) => enqueueItems(ctx, 1, [articleId]));
}
