import type { AppContext } from "../../../context.js";
import { registeredDocTypes } from "../sources.js";
import { currentGeneration } from "./generation.js";
import { indexItems } from "./index-items.js";
import { claimQueued, completeQueued, failQueued, type QueuedItem } from "./queue.js";

/** Indexes one batch of queued items of the types that have a source; returns how many it took. */
export async function drainSearchQueue(ctx: AppContext, limit = 50): Promise<number> {
  const { owner, items } = await claimQueued(ctx, registeredDocTypes(), limit);
  for (const docType of [0, 1] as const) {
    const batch = items.filter((i) => i.doc_type === docType);
    if (batch.length === 0) continue;
    const generation = await currentGeneration(ctx, docType);
    try {
      const outcome = await indexItems(ctx, docType, batch.map((i) => i.item_id), generation);
      const failed = new Map(outcome.failed.map((f) => [f.id, f.error]));
      await failQueued(ctx, batch.filter((i) => failed.has(i.item_id)).map((i) => ({ ...i, error: failed.get(i.item_id)! })));
      await completeQueued(ctx, owner, batch.filter((i) => !failed.has(i.item_id)));
    } catch (error) {
      await failQueued(ctx, batch.map((i: QueuedItem) => ({ ...i, error: String((error as Error)?.message ?? error) })));
    }
  }
  return items.length;
}
