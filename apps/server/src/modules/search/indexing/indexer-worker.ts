import type { AppContext } from "../../../context.js";
import { purgeSearchRecords } from "../records/purge-records.js";
import { drainSearchQueue } from "./drain-queue.js";
import { rebuildStep } from "./rebuild.js";

const IDLE_MS = 2000;
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * The background indexer: advances rebuilds, drains the re-index queue, and once an hour purges old search
 * records. It sleeps when idle and wakes at once on change events.
 */
export function startSearchIndexer(ctx: AppContext): { done: Promise<void>; stop(): Promise<void> } {
  let stopping = false;
  let wake: () => void = () => {};
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, IDLE_MS);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  for (const event of ["document.changed", "document.deleted", "article.changed", "article.deleted"] as const) ctx.events.on(event, () => wake());
  let lastPurge = 0;
  const done = (async () => {
    while (!stopping) {
      let busy = false;
      try {
        busy = (await rebuildStep(ctx)) || (await drainSearchQueue(ctx)) > 0;
        if (Date.now() - lastPurge > PURGE_EVERY_MS) {
          lastPurge = Date.now();
          await purgeSearchRecords(ctx);
        }
      } catch (error) {
        ctx.log.error("search indexer failed", { error: String(error) });
      }
      if (!busy && !stopping) await idle();
    }
  })();
  return {
    done,
    async stop() {
      stopping = true;
      wake();
      await done;
    },
  };
}
