import type { AppContext } from "../../../context.js";
import { startPollingWorker, type PollingWorker } from "../../../workers/polling-worker.js";
import { claimDue } from "../../cluster-lease/lease.js";
import { purgeSearchRecords } from "../records/purge-records.js";
import { drainSearchQueue } from "./drain-queue.js";
import { rebuildStep } from "./rebuild.js";

/** The wait between looks at the queue when no change event wakes the worker first (one raised in another process). */
const IDLE_MS = 2000;
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * The background indexer: advances rebuilds, drains the re-index queue, and once an hour (in one process of the
 * cluster) purges old search records. It sleeps when idle and wakes at once on change events.
 */
export function startSearchIndexer(ctx: AppContext, idleMs = IDLE_MS): PollingWorker {
  let lastPurge = 0;
  return startPollingWorker(ctx, {
    name: "search indexer",
    idleMs,
    wakeOn: ["document.changed", "document.deleted", "article.changed", "article.deleted"],
    async step() {
      const busy = (await rebuildStep(ctx)) || (await drainSearchQueue(ctx)) > 0;
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        if (await claimDue(ctx, "search-record-purge", PURGE_EVERY_MS)) await purgeSearchRecords(ctx);
      }
      return busy;
    },
  });
}
