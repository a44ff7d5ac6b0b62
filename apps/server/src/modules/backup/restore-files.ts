import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import type { Storage } from "../storage/storage.js";
import { eachAtOnce, FILES_AT_ONCE } from "./backup-files.js";
import { IN_MEMORY_BYTES, objectKey, readBytes, readContent, withTempFile } from "./objects.js";
import { statFileSync, writeWholeFileSync } from "./local-files.js";
import type { Progress } from "./progress.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { filesKey, readLines, type FileEntry, type Manifest } from "./snapshot-layout.js";


/**
 * Copies every file of the snapshot into the site's storage, each checked against its SHA-256 before it is stored
 * (storage writes are whole or nothing), so a restore run again after being killed skips the files already there.
 */
export async function restoreFiles(site: Storage, repository: Storage, cipher: RepositoryCipher, manifest: Manifest, progress: Progress): Promise<void> {
  const entries = readLines<FileEntry>(repository, cipher, filesKey(manifest.id), manifest.files.sha256);
  await eachAtOnce(entries, FILES_AT_ONCE, async ([key, sha256, size]) => {
    const local = site.localPath(key);
    const there = local ? statFileSync(local) : await site.stat(key);
    if (there?.size === size) {
      progress.add(1);
      return;
    }
    if (size <= IN_MEMORY_BYTES) {
      const bytes = await readBytes(repository, cipher, sha256);
      if (local) writeWholeFileSync(local, bytes);
      else await site.putBuffer(key, bytes);
      progress.add(1, size);
      return;
    }
    await withTempFile(async (file) => {
      await pipeline(await readContent(repository, cipher, objectKey(sha256), sha256), fs.createWriteStream(file, { mode: 0o600 }));
      await site.putFile(key, file, { move: true });
    });
    progress.add(1, size);
  });
}
