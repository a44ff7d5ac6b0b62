import { Readable } from "node:stream";
import { createGzip } from "node:zlib";
import type { Storage } from "../storage/storage.js";
import { objectKey, putContent, type StoredContent } from "./objects.js";
import type { Progress } from "./progress.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { filesKey, readLines, type FileEntry, type Manifest } from "./snapshot-layout.js";

const FILES_AT_ONCE = 4;

/** What the previous snapshot knew of each file: an unchanged file (same size and time) is not read again. */
export async function knownFiles(repository: Storage, cipher: RepositoryCipher, previous: Manifest | undefined): Promise<Map<string, FileEntry>> {
  const known = new Map<string, FileEntry>();
  if (!previous) return known;
  for await (const entry of readLines<FileEntry>(repository, cipher, filesKey(previous.id), previous.files.sha256)) known.set(entry[0], entry);
  return known;
}

/** Runs `work` over the items, `limit` at a time. */
export async function eachAtOnce<T>(items: AsyncIterable<T> | Iterable<T>, limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const running = new Set<Promise<void>>();
  let failure: Error | undefined;
  for await (const item of items) {
    if (failure !== undefined) break;
    const task: Promise<void> = work(item)
      .catch((error: unknown) => {
        failure ??= error instanceof Error ? error : new Error("a file could not be backed up", { cause: error });
      })
      .finally(() => running.delete(task));
    running.add(task);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
  if (failure !== undefined) throw failure;
}

/**
 * Stores every file of the site's storage in the repository by content, and the list of them as this snapshot's
 * files part. A file whose size and time match the previous snapshot's entry is taken from that entry unread.
 */
export async function backupFiles(
  site: Storage,
  repository: Storage,
  cipher: RepositoryCipher,
  id: string,
  known: Map<string, FileEntry>,
  progress: Progress,
): Promise<Manifest["files"]> {
  const entries: FileEntry[] = [];
  let bytes = 0;
  const keys = async function* () {
    for await (const key of site.list("")) if (!key.endsWith(".part")) yield key;
  };
  await eachAtOnce(keys(), FILES_AT_ONCE, async (key) => {
    const opened = await site.open(key);
    // Deleted since it was listed (storage clean-up): not part of this snapshot.
    if (!opened) return;
    const before = known.get(key);
    let stored: StoredContent;
    if (before && before[2] === opened.size && before[3] === opened.modifiedAt) {
      opened.body.destroy();
      stored = { sha256: before[1], size: before[2] };
      progress.add(1);
    } else {
      stored = await putContent(repository, cipher, opened.body, objectKey);
      progress.add(1, stored.size);
    }
    entries.push([key, stored.sha256, stored.size, opened.modifiedAt]);
    bytes += stored.size;
  });
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const list = Readable.from(entries.map((entry) => `${JSON.stringify(entry)}\n`));
  const gzip = createGzip();
  list.on("error", (error) => gzip.destroy(error));
  const part = await putContent(repository, cipher, list.pipe(gzip), () => filesKey(id));
  return { count: entries.length, bytes, sha256: part.sha256, size: part.size };
}
