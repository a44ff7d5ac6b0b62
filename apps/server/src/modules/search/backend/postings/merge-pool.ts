import { startBundledWorker } from "../../../../workers/bundled-worker.js";
import { createRequestPool } from "../../../../workers/request-pool.js";
import { mergeBucketRows, type MergeSource } from "./merge-buckets.js";

/** Merges of fewer bytes of rows than this run in the calling thread (a few milliseconds). */
export const MIN_WORKER_BYTES = 1 << 20;

const workers = createRequestPool<{ sources: MergeSource[]; segments: number }, ReturnType<typeof mergeBucketRows>>(
  () => startBundledWorker(import.meta.url, "merge-worker"),
  { size: 1, idleMs: 2_000 },
);

/**
 * Merges parts' bucket rows (merge-buckets.ts) in a worker thread: at a million documents a merge of the largest
 * parts takes a second or more, which in the server's thread would hold up every request and the indexer's next
 * write. Falls back to the calling thread when no worker can run.
 */
export async function mergeRows(sources: MergeSource[], segments: number): Promise<ReturnType<typeof mergeBucketRows>> {
  const bytes = sources.reduce((sum, source) => sum + source.data.length, 0);
  if (bytes < MIN_WORKER_BYTES) return mergeBucketRows(sources, segments);
  try {
    return await mergeRowsInWorker(sources, segments);
  } catch {
    return mergeBucketRows(sources, segments);
  }
}

/** The merge in the pool's worker thread, with no fallback. */
export function mergeRowsInWorker(sources: MergeSource[], segments: number): Promise<ReturnType<typeof mergeBucketRows>> {
  return workers.run({ sources, segments });
}
