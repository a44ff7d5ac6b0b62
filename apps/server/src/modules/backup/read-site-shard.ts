import crypto from "node:crypto";
import fs from "node:fs";
import { IN_MEMORY_BYTES } from "./objects.js";
import { PACKED_MAX_BYTES, type PackWriter } from "./packs.js";
import type { FileEntry } from "./snapshot-layout.js";

/** Folders this deep ("documents/a/b") are split between the threads; those above are walked by all of them. */
const SPLIT_DEPTH = 3;
/** Entries are handed over this many at a time (or when a medium or large file comes by). */
const ENTRIES_PER_BATCH = 4096;

/** The thread (of `shards`) that reads the folder `relative` (a key prefix of SPLIT_DEPTH segments) and all below. */
export function shardOf(relative: string, shards: number): number {
  let hash = 0;
  for (let i = 0; i < relative.length; i++) hash = (hash * 31 + relative.charCodeAt(i)) >>> 0;
  return hash % shards;
}

/** The shard whose thread reads the file `key`. */
export function shardOfKey(key: string, shards: number): number {
  const parts = key.split("/");
  return parts.length > SPLIT_DEPTH ? shardOf(parts.slice(0, SPLIT_DEPTH).join("/"), shards) : 0;
}

/**
 * What a shard hands over at a time: its files stored (or found unchanged) with their new bytes, the files between
 * PACKED_MAX_BYTES and IN_MEMORY_BYTES read whole (the caller stores them as objects), and the keys of larger ones,
 * which the caller streams itself.
 */
export interface ShardBatch {
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
 * Walks the shard `shard` of `shards` of the folder `root` (the site's storage): reads each small file straight into
 * the pack being filled, hashes it there and commits it (one read, no copy); hands over a batch at a time to
 * `send`. A file whose size and time match `known` (the previous snapshot) is not read. Half-written ".part" files
 * and files deleted while walking are left out, as a listing of the storage does. The caller flushes `packs`.
 */
export async function readSiteShard(
  root: string,
  shard: number,
  shards: number,
  known: Map<string, FileEntry>,
  packs: PackWriter,
  send: (batch: ShardBatch) => Promise<void>,
): Promise<void> {
  let batch: ShardBatch = { entries: [], bytes: 0, whole: [], streamed: [] };
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

  const walk = async (folder: string, prefix: string, depth: number) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      const key = prefix + entry.name;
      if (entry.isDirectory()) {
        if (depth + 1 === SPLIT_DEPTH && shardOf(key, shards) !== shard) continue;
        await walk(`${folder}/${entry.name}`, `${key}/`, depth + 1);
      } else if (entry.isFile() && !entry.name.endsWith(".part") && (depth >= SPLIT_DEPTH || shard === 0)) {
        await storeFile(`${folder}/${entry.name}`, key);
        if (batch.entries.length >= ENTRIES_PER_BATCH || batch.whole.length > 0 || batch.streamed.length > 0) await sendBatch();
      }
    }
  };
  if (fs.existsSync(root)) await walk(root, "", 0);
  await sendBatch();
}
