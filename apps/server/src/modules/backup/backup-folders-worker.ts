import { parentPort, workerData } from "node:worker_threads";
import { LocalStorage } from "../storage/local-storage.js";
import type { FoldersJob, FoldersMessage } from "./backup-site-in-threads.js";
import { PackWriter, type PackedBlob } from "./packs.js";
import { claimShares, readSiteFolders, storeWholeFiles } from "./read-site-folders.js";
import { cipherOfKey } from "./repository-cipher.js";

/**
 * Worker thread of backup-site-in-threads.ts: reads and hashes the shares of a local site it takes and stores their
 * files in the local repository, in packs of its own; tells the caller each stored file as it goes.
 */
const job = workerData as FoldersJob;
const tell = (message: FoldersMessage) => parentPort?.postMessage(message);
const repository = new LocalStorage(job.repositoryRoot);
const cipher = await cipherOfKey(job.cipherKey);
// Contents already packed in the repository are not packed again (only whether it holds them matters here).
const elsewhere: PackedBlob = { pack: "", offset: 0, size: 0 };
const packs = new PackWriter(repository, cipher, new Map(job.packed.map((sha256) => [sha256, elsewhere])));
const known = new Map(job.known.map((entry) => [entry[0], entry]));
await readSiteFolders(job.root, job.folders, claimShares(job.claimed), known, packs, async (batch) => {
  const { entries, bytes } = await storeWholeFiles(repository, cipher, batch);
  tell({ entries, bytes, streamed: batch.streamed });
});
await packs.flush();
tell({ done: true });
