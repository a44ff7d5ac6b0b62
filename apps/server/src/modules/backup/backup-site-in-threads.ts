import os from "node:os";
import type { Worker } from "node:worker_threads";
import { startBundledWorker } from "../../workers/bundled-worker.js";
import type { Storage } from "../storage/storage.js";
import type { PackWriter } from "./packs.js";
import { claimShares, listSiteFolders, readSiteFolders, storeWholeFiles, type SiteFolder } from "./read-site-folders.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import type { FileEntry } from "./snapshot-layout.js";

/** Threads reading the site beside the command's own (which first dumps the tables): together, one per core. */
const HELPER_THREADS = Math.max(1, Math.min(3, os.availableParallelism() - 1));

export interface FoldersJob {
  /** The site's storage folder, its shares, and the counter the threads take them by (claimShares). */
  root: string;
  folders: SiteFolder[];
  claimed: SharedArrayBuffer;
  /** The previous snapshot's entries: an unchanged file is not read again. */
  known: FileEntry[];
  /** The local repository, its cipher's key, and the contents it already holds in packs. */
  repositoryRoot: string;
  cipherKey: string | undefined;
  packed: string[];
}

/** Files stored (or found unchanged) since the last message, their new bytes, and large files left to the caller. */
export type FoldersMessage = { entries: FileEntry[]; bytes: number; streamed: string[] } | { done: true };

export interface LocalSite {
  siteRoot: string;
  repository: Storage;
  repositoryRoot: string;
  cipher: RepositoryCipher;
  known: Map<string, FileEntry>;
  /** The command's own pack writer (its packs also tell the threads what the repository holds). */
  packs: PackWriter;
}

/**
 * Backs up a local site into a local repository: helper threads (backup-folders-worker.ts) start reading, hashing and
 * packing the site's shares at once, while this thread does `first` (the tables' dump); then this thread takes
 * shares too, until none is left. Shares go to whichever thread is free (a shared counter), so the cores stay busy
 * however long `first` takes. `stored` gets the files as they are stored; `stream` is given, one at a time, each file
 * too large to read whole. Resolves once every thread has ended and every large file is stored; on a failure the
 * threads are stopped first.
 */
export async function backupSiteInThreads(
  site: LocalSite,
  first: () => Promise<void>,
  stored: (entries: FileEntry[], bytes: number) => void,
  stream: (key: string) => Promise<void>,
): Promise<void> {
  const folders = listSiteFolders(site.siteRoot);
  const claimed = new SharedArrayBuffer(4);
  const claim = claimShares(claimed);
  const workers: Worker[] = [];
  let streaming: Promise<void> = Promise.resolve();
  const streamLater = (keys: string[]) => {
    for (const key of keys) streaming = streaming.then(() => stream(key));
    // Awaited at the end; a failure before then must not count as unhandled.
    streaming.catch(() => undefined);
  };
  const job: FoldersJob = {
    root: site.siteRoot,
    folders,
    claimed,
    known: [...site.known.values()],
    repositoryRoot: site.repositoryRoot,
    cipherKey: site.cipher.key,
    packed: site.packs.contents(),
  };
  const helpers = Array.from(
    { length: folders.length > 1 ? HELPER_THREADS : 0 },
    () =>
      new Promise<void>((resolve, reject) => {
        const worker = startBundledWorker(import.meta.url, "backup-folders-worker", { workerData: job, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
        workers.push(worker);
        let done = false;
        worker.on("message", (message: FoldersMessage) => {
          if ("done" in message) return void (done = true);
          stored(message.entries, message.bytes);
          streamLater(message.streamed);
        });
        worker.on("error", reject);
        worker.on("exit", (code) => (done ? resolve() : reject(new Error(`备份线程意外退出 / a backup thread exited with code ${code}`))));
      }),
  );
  const helped = Promise.all(helpers);
  // Awaited below; until then (this thread may be dumping tables) a failure must not count as unhandled, and
  // every thread stops taking shares.
  helped.catch(() => Atomics.store(new Int32Array(claimed), 0, folders.length));
  try {
    await first();
    await readSiteFolders(site.siteRoot, folders, claim, site.known, site.packs, async (batch) => {
      const { entries, bytes } = await storeWholeFiles(site.repository, site.cipher, batch);
      stored(entries, bytes);
      streamLater(batch.streamed);
    });
    // This thread's last pack is written while the helpers finish theirs.
    await site.packs.flush();
    await helped;
    await streaming;
  } catch (error) {
    Atomics.store(new Int32Array(claimed), 0, folders.length);
    await Promise.all(workers.map((worker) => worker.terminate()));
    await streaming.catch(() => undefined);
    throw error;
  }
}
