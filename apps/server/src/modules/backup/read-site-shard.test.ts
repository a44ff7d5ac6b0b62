import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LocalStorage } from "../storage/local-storage.js";
import { PACKED_MAX_BYTES, PackWriter, readPack, readPackedBlobs } from "./packs.js";
import { readSiteShard, shardOfKey, type ShardBatch } from "./read-site-shard.js";
import { cipherOfKey } from "./repository-cipher.js";
import type { FileEntry } from "./snapshot-layout.js";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-read-shard-"));
const root = path.join(folder, "site");
const files = new Map<string, Buffer>();
const put = (key: string, bytes: Buffer) => {
  fs.mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
  fs.writeFileSync(path.join(root, key), bytes);
  files.set(key, bytes);
};
for (let i = 0; i < 40; i++) put(`documents/${i % 4}/${i % 5}/${i % 3}/doc-${i}/${i}.gzip.svg`, crypto.randomBytes(100 + i * 50));
put("top.txt", Buffer.from("a file at the top"));
put("uploads/x/shallow.png", crypto.randomBytes(300));
put("uploads/x/y/z/large.pdf", crypto.randomBytes(PACKED_MAX_BYTES + 10));
put("uploads/x/y/w/copy.svg", files.get("documents/1/1/1/doc-1/1.gzip.svg") as Buffer);
fs.writeFileSync(path.join(root, "documents/0/0/0/half-written.pdf.part"), "not yet");

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");
let runs = 0;

/** Reads every shard into packs of a new repository; returns what the shards told and the packed contents. */
async function readAll(shards: number, known: Map<string, FileEntry>) {
  const repository = new LocalStorage(path.join(folder, `repository-${runs++}`));
  const cipher = await cipherOfKey(undefined);
  const told = new Map<string, { entry: FileEntry; shard: number }>();
  const whole = new Map<string, Buffer>();
  for (let shard = 0; shard < shards; shard++) {
    const packs = new PackWriter(repository, cipher, new Map());
    await readSiteShard(root, shard, shards, known, packs, (batch: ShardBatch) => {
      for (const entry of batch.entries) told.set(entry[0], { entry, shard });
      for (const { entry, bytes } of batch.whole) {
        told.set(entry[0], { entry, shard });
        whole.set(entry[0], Buffer.from(bytes));
      }
      return Promise.resolve();
    });
    await packs.flush();
  }
  const packed = new Map<string, Buffer>();
  for (const [hash, blob] of await readPackedBlobs(repository, cipher)) {
    packed.set(hash, Buffer.from((await readPack(repository, cipher, blob.pack)).subarray(blob.offset, blob.offset + blob.size)));
  }
  return { told, whole, packed };
}

describe("reading a local site in shards", () => {
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("reads every file once across the shards into packs, each content once, and leaves half-written files out", async () => {
    const { told, whole, packed } = await readAll(3, new Map());
    expect([...told.keys()].sort()).toEqual([...files.keys()].sort());
    for (const [key, { entry, shard }] of told) {
      const bytes = files.get(key) as Buffer;
      expect(entry.slice(1, 3)).toEqual([sha256(bytes), bytes.length]);
      expect(shard).toBe(shardOfKey(key, 3));
      const stored = bytes.length > PACKED_MAX_BYTES ? whole.get(key) : packed.get(entry[1]);
      expect(stored?.equals(bytes)).toBe(true);
    }
    expect(new Set([...told.values()].map((file) => file.shard)).size).toBe(3);
    // The copy under a second key is read but packed once.
    expect(packed.size).toBe(files.size - 2);
  });

  it("does not read a file the previous snapshot lists at the same size and time", async () => {
    const key = "uploads/x/shallow.png";
    const stats = fs.statSync(path.join(root, key));
    const before: FileEntry = [key, "the hash the previous snapshot stored", stats.size, stats.mtimeMs];
    const { told, packed } = await readAll(2, new Map([[key, before]]));
    expect(told.get(key)?.entry).toEqual(before);
    expect(packed.has(sha256(files.get(key) as Buffer))).toBe(false);
    expect(told.size).toBe(files.size);
  });
});
