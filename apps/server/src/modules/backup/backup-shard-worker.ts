import { parentPort, workerData } from "node:worker_threads";
import { LocalStorage } from "../storage/local-storage.js";
import type { ShardJob, ShardMessage } from "./backup-site-in-threads.js";
import { putHashedBytes } from "./objects.js";
import { PackWriter, type PackedBlob } from "./packs.js";
import { readSiteShard } from "./read-site-shard.js";
import { cipherOfKey } from "./repository-cipher.js";

/**
 * Worker thread of backup-site-in-threads.ts: reads and hashes one shard of a local site's files and stores them in
 * the local repository, in packs of its own; tells the caller each stored file as it goes.
 */
const job = workerData as ShardJob;
const tell = (message: ShardMessage) => parentPort?.postMessage(message);
const repository = new LocalStorage(job.repositoryRoot);
const cipher = await cipherOfKey(job.cipherKey);
// Contents already packed in the repository are not packed again (only whether it holds them matters here).
const elsewhere: PackedBlob = { pack: "", offset: 0, size: 0 };
const packs = new PackWriter(repository, cipher, new Map(job.packed.map((sha256) => [sha256, elsewhere])));
await readSiteShard(job.root, job.shard, job.shards, new Map(job.known.map((entry) => [entry[0], entry])), packs, async (batch) => {
  const entries = batch.entries;
  let bytes = batch.bytes;
  for (const { entry, bytes: content } of batch.whole) {
    await putHashedBytes(repository, cipher, entry[1], content);
    entries.push(entry);
    bytes += entry[2];
  }
  tell({ entries, bytes, streamed: batch.streamed });
});
await packs.flush();
tell({ done: true });
