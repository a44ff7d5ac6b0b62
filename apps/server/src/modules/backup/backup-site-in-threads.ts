import os from "node:os";
import type { Worker } from "node:worker_threads";
import { startBundledWorker } from "../../workers/bundled-worker.js";
import { shardOfKey } from "./read-site-shard.js";
import type { FileEntry } from "./snapshot-layout.js";

/** Threads backing up a local site: reading, hashing and writing share the cores. */
const SHARD_THREADS = Math.max(2, Math.min(4, os.availableParallelism()));

export interface ShardJob {
  /** The site's storage folder, and the share of it this thread backs up. */
  root: string;
  shard: number;
  shards: number;
  /** The previous snapshot's entries of this shard: an unchanged file is not read again. */
  known: FileEntry[];
  /** The local repository, its cipher's key, and the contents it already holds in packs. */
  repositoryRoot: string;
  cipherKey: string | undefined;
  packed: string[];
}

/** Files stored (or found unchanged) since the last message, their new bytes, and large files left to the caller. */
export type ShardMessage = { entries: FileEntry[]; bytes: number; streamed: string[] } | { done: true };

export interface SiteInThreads {
  siteRoot: string;
  repositoryRoot: string;
  cipherKey: string | undefined;
  known: Map<string, FileEntry>;
  packed: string[];
}

/**
 * Backs up a local site into a local repository from worker threads (backup-shard-worker.ts), each reading, hashing
 * and packing a share of the folders, so no one thread's reads, hashes or writes hold up the rest. `stored` gets
 * each thread's files as they are stored; `stream` is given, one at a time, each file too large to read whole.
 * Resolves once every thread has ended and every large file is stored; on a failure the threads are stopped first.
 */
export async function backupSiteInThreads(
  site: SiteInThreads,
  stored: (entries: FileEntry[], bytes: number) => void,
  stream: (key: string) => Promise<void>,
): Promise<void> {
  const shards = SHARD_THREADS;
  const knownByShard: FileEntry[][] = Array.from({ length: shards }, () => []);
  for (const entry of site.known.values()) knownByShard[shardOfKey(entry[0], shards)].push(entry);
  const workers: Worker[] = [];
  let streaming: Promise<void> = Promise.resolve();
  const threads = knownByShard.map(
    (known, shard) =>
      new Promise<void>((resolve, reject) => {
        const job: ShardJob = { root: site.siteRoot, shard, shards, known, repositoryRoot: site.repositoryRoot, cipherKey: site.cipherKey, packed: site.packed };
        const worker = startBundledWorker(import.meta.url, "backup-shard-worker", { workerData: job, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
        workers.push(worker);
        let done = false;
        worker.on("message", (message: ShardMessage) => {
          if ("done" in message) return void (done = true);
          stored(message.entries, message.bytes);
          for (const key of message.streamed) streaming = streaming.then(() => stream(key));
          streaming.catch(reject);
        });
        worker.on("error", reject);
        worker.on("exit", (code) => (done ? resolve() : reject(new Error(`备份线程意外退出 / a backup thread exited with code ${code}`))));
      }),
  );
  try {
    await Promise.all(threads);
    await streaming;
  } catch (error) {
    await Promise.all(workers.map((worker) => worker.terminate()));
    throw error;
  }
}
