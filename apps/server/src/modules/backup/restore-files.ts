import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import { pipeline } from "node:stream/promises";
import type { Storage } from "../storage/storage.js";
import { startBundledWorker } from "../../workers/bundled-worker.js";
import { createRequestPool } from "../../workers/request-pool.js";
import { eachAtOnce, FILES_AT_ONCE } from "./backup-files.js";
import { IN_MEMORY_BYTES, objectKey, readBytes, readContent, withTempFile } from "./objects.js";
import { statFileSync, writeRestoredFileSync } from "./local-files.js";
import { packKey, readPack, readPackedBlobs, type PackedBlob } from "./packs.js";
import type { PackRestoreJob } from "./restore-pack.js";
import type { Progress } from "./progress.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { filesKey, readLines, type FileEntry, type Manifest } from "./snapshot-layout.js";

async function storeFile(site: Storage, key: string, bytes: Buffer): Promise<void> {
  const local = site.localPath(key);
  if (local) writeRestoredFileSync(local, bytes);
  else await site.putBuffer(key, bytes);
}

/** Restores one file kept as an object of its own (a large file, or one backed up before packs). */
async function restoreObject(site: Storage, repository: Storage, cipher: RepositoryCipher, [key, sha256, size]: FileEntry): Promise<void> {
  if (size <= IN_MEMORY_BYTES) return storeFile(site, key, await readBytes(repository, cipher, sha256));
  await withTempFile(async (file) => {
    await pipeline(await readContent(repository, cipher, objectKey(sha256), sha256), fs.createWriteStream(file, { mode: 0o600 }));
    await site.putFile(key, file, { move: true });
  });
}

/** Restores the files held in one pack: the pack is read once, each file checked against its SHA-256. */
async function restorePacked(site: Storage, repository: Storage, cipher: RepositoryCipher, pack: string, files: Array<[FileEntry, PackedBlob]>, progress: Progress) {
  const plain = await readPack(repository, cipher, pack);
  const checked = ([[key, sha256], blob]: [FileEntry, PackedBlob]) => {
    const bytes = plain.subarray(blob.offset, blob.offset + blob.size);
    if (crypto.createHash("sha256").update(bytes).digest("hex") !== sha256) throw new Error(`对象校验失败 / ${key} in pack ${pack}`);
    return bytes;
  };
  if (site.kind === "local") {
    // Local writes are synchronous (local-files.ts): one after another, without a promise per file.
    for (const file of files) {
      writeRestoredFileSync(site.localPath(file[0][0]) ?? "", checked(file));
      progress.add(1, file[0][2]);
    }
    return;
  }
  await eachAtOnce(files, FILES_AT_ONCE, async (file) => {
    await site.putBuffer(file[0][0], checked(file));
    progress.add(1, file[0][2]);
  });
}

/** Threads restoring packs into a local site from a local repository: reading, checking and writing share the cores. */
const RESTORE_THREADS = Math.max(2, Math.min(4, os.availableParallelism()));

/** Restores the packs in worker threads (restore-pack.ts), two packs waiting per thread so none idles. */
async function restorePacksInThreads(site: Storage, repository: Storage, cipher: RepositoryCipher, byPack: Map<string, Array<[FileEntry, PackedBlob]>>, progress: Progress) {
  const pool = createRequestPool<PackRestoreJob, number>(() => startBundledWorker(import.meta.url, "restore-pack-worker"), { size: RESTORE_THREADS, idleMs: 1_000 });
  const place = (key: string, storage: Storage) => storage.localPath(key) ?? "";
  try {
    await eachAtOnce(byPack, RESTORE_THREADS * 2, async ([pack, files]) => {
      const job: PackRestoreJob = {
        packFile: place(packKey(pack), repository),
        cipherKey: cipher.key,
        files: files.map(([[key, sha256], blob]) => [place(key, site), sha256, blob.offset, blob.size]),
      };
      progress.add(files.length, await pool.run(job));
    });
  } finally {
    await pool.close();
  }
}

/**
 * Copies every file of the snapshot into the site's storage, each checked against its SHA-256 before it is stored.
 * A restore run again after being killed (`resuming`) skips the files already there at their size; a first run
 * looks at none. Packed files are restored pack by pack, each pack read once.
 */
export async function restoreFiles(
  site: Storage,
  repository: Storage,
  cipher: RepositoryCipher,
  manifest: Manifest,
  progress: Progress,
  resuming: boolean,
): Promise<void> {
  const packed = await readPackedBlobs(repository, cipher);
  const byPack = new Map<string, Array<[FileEntry, PackedBlob]>>();
  const loose: FileEntry[] = [];
  for await (const entry of readLines<FileEntry>(repository, cipher, filesKey(manifest.id), manifest.files.sha256)) {
    const local = resuming ? site.localPath(entry[0]) : null;
    const there = !resuming ? undefined : local ? statFileSync(local) : await site.stat(entry[0]);
    if (there?.size === entry[2]) {
      progress.add(1);
      continue;
    }
    const blob = packed.get(entry[1]);
    const inPack = blob && (byPack.get(blob.pack) ?? byPack.set(blob.pack, []).get(blob.pack));
    if (blob && inPack) inPack.push([entry, blob]);
    else loose.push(entry);
  }
  const firstPack = byPack.keys().next();
  if (!firstPack.done && site.kind === "local" && repository.localPath(packKey(firstPack.value))) {
    await restorePacksInThreads(site, repository, cipher, byPack, progress);
  } else {
    for (const [pack, files] of byPack) await restorePacked(site, repository, cipher, pack, files, progress);
  }
  await eachAtOnce(loose, FILES_AT_ONCE, async (entry) => {
    await restoreObject(site, repository, cipher, entry);
    progress.add(1, entry[2]);
  });
}
