import crypto from "node:crypto";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import type { Storage } from "../storage/storage.js";
import { eachAtOnce, FILES_AT_ONCE } from "./backup-files.js";
import { IN_MEMORY_BYTES, objectKey, readBytes, readContent, withTempFile } from "./objects.js";
import { statFileSync, writeWholeFileSync } from "./local-files.js";
import { readPack, readPackedBlobs, type PackedBlob } from "./packs.js";
import type { Progress } from "./progress.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { filesKey, readLines, type FileEntry, type Manifest } from "./snapshot-layout.js";

async function storeFile(site: Storage, key: string, bytes: Buffer): Promise<void> {
  const local = site.localPath(key);
  if (local) writeWholeFileSync(local, bytes);
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
  await eachAtOnce(files, FILES_AT_ONCE, async ([[key, sha256, size], blob]) => {
    const bytes = plain.subarray(blob.offset, blob.offset + blob.size);
    if (crypto.createHash("sha256").update(bytes).digest("hex") !== sha256) throw new Error(`对象校验失败 / ${key} in pack ${pack}`);
    await storeFile(site, key, bytes);
    progress.add(1, size);
  });
}

/**
 * Copies every file of the snapshot into the site's storage, each checked against its SHA-256 before it is stored
 * (storage writes are whole or nothing), so a restore run again after being killed skips the files already there.
 * Packed files are restored pack by pack, each pack read once.
 */
export async function restoreFiles(site: Storage, repository: Storage, cipher: RepositoryCipher, manifest: Manifest, progress: Progress): Promise<void> {
  const packed = await readPackedBlobs(repository, cipher);
  const byPack = new Map<string, Array<[FileEntry, PackedBlob]>>();
  const loose: FileEntry[] = [];
  for await (const entry of readLines<FileEntry>(repository, cipher, filesKey(manifest.id), manifest.files.sha256)) {
    const local = site.localPath(entry[0]);
    const there = local ? statFileSync(local) : await site.stat(entry[0]);
    if (there?.size === entry[2]) {
      progress.add(1);
      continue;
    }
    const blob = packed.get(entry[1]);
    const inPack = blob && (byPack.get(blob.pack) ?? byPack.set(blob.pack, []).get(blob.pack));
    if (blob && inPack) inPack.push([entry, blob]);
    else loose.push(entry);
  }
  for (const [pack, files] of byPack) await restorePacked(site, repository, cipher, pack, files, progress);
  await eachAtOnce(loose, FILES_AT_ONCE, async (entry) => {
    await restoreObject(site, repository, cipher, entry);
    progress.add(1, entry[2]);
  });
}
