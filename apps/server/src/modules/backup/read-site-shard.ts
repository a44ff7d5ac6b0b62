import crypto from "node:crypto";
import fs from "node:fs";
import { IN_MEMORY_BYTES } from "./objects.js";
import { PACKED_MAX_BYTES } from "./packs.js";
import type { FileEntry } from "./snapshot-layout.js";

/**
 * What the walk hands over at a time: small files' bytes back to back in `chunk` (each with its SHA-256 and offset),
 * medium ones whole, those the previous snapshot lists unchanged (unread), and the keys of large ones, which the
 * caller streams itself.
 */
export interface SiteBatch {
  chunk: Buffer | null;
  packed: Array<[key: string, sha256: string, size: number, modifiedAt: number, offset: number]>;
  whole: Array<{ entry: FileEntry; bytes: Buffer }>;
  unchanged: FileEntry[];
  streamed: string[];
}

/** Small files are read into chunks of this size, handed over when full. */
const CHUNK_BYTES = 8 * 1024 * 1024;
const UNCHANGED_PER_BATCH = 4096;
/** Folders this deep ("documents/a/b") are split between the threads; those above are walked by all of them. */
const SPLIT_DEPTH = 3;

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

const hashOf = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

/** Reads the file open as `fd` (its size from fstat) into `target` from `offset`; returns the bytes read. */
function readInto(fd: number, size: number, target: Buffer, offset: number): number {
  let read = 0;
  while (read < size) {
    const got = fs.readSync(fd, target, offset + read, size - read, read);
    if (got === 0) break;
    read += got;
  }
  return read;
}

/**
 * Walks the shard `shard` of `shards` of the folder `root` (the site's storage) and reads and hashes each file,
 * handing over a batch at a time to `send` (a new chunk each time: the batch's bytes stay as they are). A file whose
 * size and time match `known` (the previous snapshot) is not read. Half-written ".part" files and files deleted
 * while walking are left out, as a listing of the storage does.
 */
export async function readSiteShard(root: string, shard: number, shards: number, known: Map<string, FileEntry>, send: (batch: SiteBatch) => Promise<void>): Promise<void> {
  let chunk = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  let batch: SiteBatch = { chunk: null, packed: [], whole: [], unchanged: [], streamed: [] };
  let filled = 0;
  let ready: SiteBatch[] = [];
  const flush = () => {
    if (batch.packed.length > 0) {
      batch.chunk = chunk;
      chunk = Buffer.allocUnsafeSlow(CHUNK_BYTES);
      filled = 0;
    }
    if (batch.packed.length + batch.whole.length + batch.unchanged.length + batch.streamed.length > 0) ready.push(batch);
    batch = { chunk: null, packed: [], whole: [], unchanged: [], streamed: [] };
  };
  const sendReady = async () => {
    const sending = ready;
    ready = [];
    for (const full of sending) await send(full);
  };

  const readFile = (file: string, key: string) => {
    const before = known.get(key);
    if (before) {
      const stats = fs.statSync(file, { throwIfNoEntry: false });
      if (!stats) return;
      if (stats.size === before[2] && stats.mtimeMs === before[3]) {
        batch.unchanged.push(before);
        if (batch.unchanged.length >= UNCHANGED_PER_BATCH) flush();
        return;
      }
    }
    let fd: number;
    try {
      fd = fs.openSync(file, "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    try {
      const stats = fs.fstatSync(fd);
      if (stats.size > IN_MEMORY_BYTES) return void batch.streamed.push(key);
      if (stats.size > PACKED_MAX_BYTES) {
        const bytes = Buffer.allocUnsafeSlow(stats.size);
        const size = readInto(fd, stats.size, bytes, 0);
        batch.whole.push({ entry: [key, hashOf(bytes.subarray(0, size)), size, stats.mtimeMs], bytes: bytes.subarray(0, size) });
        return flush();
      }
      if (filled + stats.size > CHUNK_BYTES) flush();
      const size = readInto(fd, stats.size, chunk, filled);
      batch.packed.push([key, hashOf(chunk.subarray(filled, filled + size)), size, stats.mtimeMs, filled]);
      filled += size;
    } finally {
      fs.closeSync(fd);
    }
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
        readFile(`${folder}/${entry.name}`, key);
        if (ready.length > 0) await sendReady();
      }
    }
  };
  if (fs.existsSync(root)) await walk(root, "", 0);
  flush();
  await sendReady();
}
