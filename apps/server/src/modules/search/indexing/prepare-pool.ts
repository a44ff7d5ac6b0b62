import os from "node:os";
import { startBundledWorker } from "../../../workers/bundled-worker.js";
import { createRequestPool } from "../../../workers/request-pool.js";
import type { DialectName } from "../../../db/database.js";
import { prepareBatch, type ItemToWrite, type PreparedBatch } from "./prepare-item.js";

/**
 * Batches with less text than this are prepared in the calling thread (a few milliseconds); larger ones, such as
 * one long document, would hold up the server's event loop while jieba segments them.
 */
const MIN_WORKER_CHARS = 20_000;

const textSize = (entries: ItemToWrite[]) =>
  entries.reduce((sum, { item }) => sum + item.title.length + item.description.length + item.pages.reduce((n, p) => n + p.text.length, 0), 0);

/** Threads preparing at once: on two cores, both tokenize while the main thread writes what they prepared. */
const THREADS = Math.max(1, Math.min(2, os.availableParallelism()));

const workers = createRequestPool<{ dialect: DialectName; entries: ItemToWrite[] }, PreparedBatch>(
  () => startBundledWorker(import.meta.url, "prepare-worker"),
  { size: THREADS, idleMs: 2_000 },
);

/**
 * Prepares items (segments, tokens, the body index's part, back-end rows) in worker threads, so that tokenizing the
 * next batches overlaps writing this one. Falls back to the calling thread when no worker can run.
 */
export async function prepareItems(dialect: DialectName, entries: ItemToWrite[]): Promise<PreparedBatch> {
  const inline = () => prepareBatch(dialect, entries);
  if (textSize(entries) < MIN_WORKER_CHARS) return inline();
  try {
    return await workers.run({ dialect, entries });
  } catch {
    return inline();
  }
}
