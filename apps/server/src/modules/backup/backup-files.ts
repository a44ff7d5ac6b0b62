import crypto from "node:crypto";
import fs from "node:fs";
import type { Storage } from "../storage/storage.js";
import { IN_MEMORY_BYTES, objectKey, putBytes, putContent, type StoredContent } from "./objects.js";
import { LocalStorage } from "../storage/local-storage.js";
import { statFileSync } from "./local-files.js";
import { PACKED_MAX_BYTES, PackWriter, readPackedBlobs } from "./packs.js";
import type { Progress } from "./progress.js";
import { backupSiteInThreads } from "./backup-site-in-threads.js";
import { putGzipPart } from "./gzip-part.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { filesKey, readLines, type FileEntry, type Manifest } from "./snapshot-layout.js";

/** Files are small and many: several at once keep the disk (or the S3 API) busy while others are hashed. */
export const FILES_AT_ONCE = 12;

async function readWhole(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The files part's lines, one JSON array per file. */
function* fileLines(entries: FileEntry[]): Iterable<string> {
  const LINES_AT_ONCE = 1000;
  for (let first = 0; first < entries.length; first += LINES_AT_ONCE) {
    yield entries.slice(first, first + LINES_AT_ONCE).map((entry) => `${JSON.stringify(entry)}\n`).join("");
  }
}

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
 * Stores every file of the site's storage in the repository by content (small ones in packs, see packs.ts), and the
 * list of them as this snapshot's files part. A file whose size and time match the previous snapshot's entry is
 * taken from that entry unread. This thread does `first` (the tables' dump) before it reads files; a local site backed
 * up into a local repository is meanwhile read, hashed and packed by helper threads, joined by this one once it is
 * done (backup-site-in-threads.ts).
 */
export async function backupFiles(
  site: Storage,
  repository: Storage,
  cipher: RepositoryCipher,
  id: string,
  known: Map<string, FileEntry>,
  progress: Progress,
  first: () => Promise<void> = () => Promise.resolve(),
): Promise<Manifest["files"]> {
  const entries: FileEntry[] = [];
  let bytes = 0;
  const record = (key: string, stored: StoredContent, modifiedAt: number) => {
    entries.push([key, stored.sha256, stored.size, modifiedAt]);
    bytes += stored.size;
  };
  const unchanged = (key: string, size: number, modifiedAt: number) => {
    const before = known.get(key);
    return before && before[2] === size && before[3] === modifiedAt ? { sha256: before[1], size } : undefined;
  };
  const packs = new PackWriter(repository, cipher, await readPackedBlobs(repository, cipher));
  const store = async (bytes: Buffer): Promise<StoredContent> => {
    if (bytes.length > PACKED_MAX_BYTES) return putBytes(repository, cipher, bytes);
    const sha256 = crypto.hash("sha256", bytes, "hex");
    await packs.add(sha256, bytes);
    return { sha256, size: bytes.length };
  };
  const streamFile = async (key: string, local: string) => {
    const stats = statFileSync(local);
    // Deleted since it was listed (storage clean-up): not part of this snapshot.
    if (!stats) return;
    const stored = await putContent(repository, cipher, fs.createReadStream(local), objectKey);
    record(key, stored, stats.modifiedAt);
    progress.add(1, stored.size);
  };
  if (site instanceof LocalStorage && repository instanceof LocalStorage) {
    await backupSiteInThreads(
      { siteRoot: site.root, repository, repositoryRoot: repository.root, cipher, known, packs },
      first,
      (stored, size) => {
        for (const entry of stored) record(entry[0], { sha256: entry[1], size: entry[2] }, entry[3]);
        progress.add(stored.length, size);
      },
      (key) => streamFile(key, site.localPath(key)),
    );
  } else {
    await first();
    await eachAtOnce(site.list(""), FILES_AT_ONCE, async (key) => {
      if (key.endsWith(".part")) return;
      const opened = await site.open(key);
      if (!opened) return;
      const same = unchanged(key, opened.size, opened.modifiedAt);
      if (same) opened.body.destroy();
      const stored =
        same ?? (opened.size <= IN_MEMORY_BYTES ? await store(await readWhole(opened.body)) : await putContent(repository, cipher, opened.body, objectKey));
      record(key, stored, opened.modifiedAt);
      progress.add(1, same ? 0 : stored.size);
    });
  }
  await packs.flush();
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const part = await putGzipPart(repository, cipher, filesKey(id), fileLines(entries));
  return { count: entries.length, bytes, sha256: part.sha256, size: part.size };
}
