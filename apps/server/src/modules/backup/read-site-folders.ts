import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Storage } from "../storage/storage.js";
import { IN_MEMORY_BYTES, putHashedBytes } from "./objects.js";
import { PACKED_MAX_BYTES, type PackWriter } from "./packs.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import type { FileEntry } from "./snapshot-layout.js";

/** Folders this deep ("documents/a/b/") are each read whole by one thread; above them, each folder's own files are. */
const SPLIT_DEPTH = 3;
/** Entries are handed over this many at a time (or when a medium or large file comes by). */
const ENTRIES_PER_BATCH = 4096;

/** A share of a local site: the files right in the folder `prefix` ("" is the top), or with `deep` every file below it. */
export interface SiteFolder {
  prefix: string;
  deep: boolean;
}

function readFolder(folder: string): fs.Dirent[] {
  try {
    return fs.readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The shares of the site under `root`, which threads take one at a time (readSiteFolders). */
export function listSiteFolders(root: string): SiteFolder[] {
  const folders: SiteFolder[] = [];
  const walk = (folder: string, prefix: string, depth: number) => {
    const entries = readFolder(folder);
    if (entries.some((entry) => entry.isFile())) folders.push({ prefix, deep: false });
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const key = `${prefix}${entry.name}/`;
      if (depth + 1 === SPLIT_DEPTH) folders.push({ prefix: key, deep: true });
      else walk(path.join(folder, entry.name), key, depth + 1);
    }
  };
  walk(root, "", 0);
  return folders;
}

/**
 * What a thread hands over at a time: its files stored (or found unchanged) with their new bytes, the files between
 * PACKED_MAX_BYTES and IN_MEMORY_BYTES read whole (to be stored as objects), and the keys of larger ones, which are
 * streamed.
 */
export interface FolderBatch {
  entries: FileEntry[];
  bytes: number;
  whole: Array<{ entry: FileEntry; bytes: Buffer }>;
  streamed: string[];
}

const hashOf = (bytes: Uint8Array) => crypto.hash("sha256", bytes, "hex");

/** Reads `size` bytes of the file open as `fd` into `target`; returns the bytes read (fewer if it shrank). */
function readInto(fd: number, size: number, target: Buffer): number {
  let read = 0;
  while (read < size) {
    const got = fs.readSync(fd, target, read, size - read, read);
    if (got === 0) break;
    read += got;
  }
  return read;
}

/**
 * Reads the shares of `folders` that `claim` hands this thread (an index each, until one past the end; threads
 * share a counter), under `root` (the site's storage): each small file straight into the pack being filled, hashed
 * there and committed (one read, no copy); hands over a batch at a time to `send`. A file whose size and time match
 * `known` (the previous snapshot) is not read. Half-written ".part" files and files deleted meanwhile are left out,
 * as a listing of the storage does. The caller flushes `packs`.
 */
export async function readSiteFolders(
  root: string,
  folders: SiteFolder[],
  claim: () => number,
  known: Map<string, FileEntry>,
  packs: PackWriter,
  send: (batch: FolderBatch) => Promise<void>,
): Promise<void> {
  let batch: FolderBatch = { entries: [], bytes: 0, whole: [], streamed: [] };
  const sendBatch = async () => {
    if (batch.entries.length + batch.whole.length + batch.streamed.length === 0) return;
    const full = batch;
    batch = { entries: [], bytes: 0, whole: [], streamed: [] };
    await send(full);
  };

  const storeFile = async (file: string, key: string) => {
    const before = known.get(key);
    if (before) {
      const stats = fs.statSync(file, { throwIfNoEntry: false });
      if (!stats) return;
      if (stats.size === before[2] && stats.mtimeMs === before[3]) return void batch.entries.push(before);
    }
    let fd: number;
    try {
      fd = fs.openSync(file, "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    let entry: FileEntry;
    try {
      const stats = fs.fstatSync(fd);
      if (stats.size > IN_MEMORY_BYTES) return void batch.streamed.push(key);
      if (stats.size > PACKED_MAX_BYTES) {
        const bytes = Buffer.allocUnsafeSlow(stats.size);
        const content = bytes.subarray(0, readInto(fd, stats.size, bytes));
        return void batch.whole.push({ entry: [key, hashOf(content), content.length, stats.mtimeMs], bytes: content });
      }
      const space = packs.space(stats.size);
      const size = readInto(fd, stats.size, space);
      entry = [key, hashOf(space.subarray(0, size)), size, stats.mtimeMs];
    } finally {
      fs.closeSync(fd);
    }
    await packs.commit(entry[1], entry[2]);
    batch.entries.push(entry);
    batch.bytes += entry[2];
  };

  const walk = async (folder: string, prefix: string, deep: boolean) => {
    for (const entry of readFolder(folder)) {
      const key = prefix + entry.name;
      if (entry.isDirectory()) {
        if (deep) await walk(`${folder}/${entry.name}`, `${key}/`, true);
      } else if (entry.isFile() && !entry.name.endsWith(".part")) {
        await storeFile(`${folder}/${entry.name}`, key);
        if (batch.entries.length >= ENTRIES_PER_BATCH || batch.whole.length > 0 || batch.streamed.length > 0) await sendBatch();
      }
    }
  };
  for (let next = claim(); next < folders.length; next = claim()) {
    const { prefix, deep } = folders[next];
    await walk(prefix ? path.join(root, prefix.slice(0, -1)) : root, prefix, deep);
  }
  await sendBatch();
}

/** The next share's index for whichever thread asks first (past the end once all are taken). */
export function claimShares(claimed: SharedArrayBuffer): () => number {
  const counter = new Int32Array(claimed);
  return () => Atomics.add(counter, 0, 1);
}

/** Stores a batch's files read whole as objects; returns its entries and new bytes, those files included. */
export async function storeWholeFiles(repository: Storage, cipher: RepositoryCipher, batch: FolderBatch): Promise<{ entries: FileEntry[]; bytes: number }> {
  let bytes = batch.bytes;
  for (const { entry, bytes: content } of batch.whole) {
    await putHashedBytes(repository, cipher, entry[1], content);
    batch.entries.push(entry);
    bytes += entry[2];
  }
  return { entries: batch.entries, bytes };
}
