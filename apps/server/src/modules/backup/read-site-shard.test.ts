import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PACKED_MAX_BYTES } from "./packs.js";
import { readSiteShard, shardOfKey, type SiteBatch } from "./read-site-shard.js";
import type { FileEntry } from "./snapshot-layout.js";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-read-shard-"));
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
fs.writeFileSync(path.join(root, "documents/0/0/0/half-written.pdf.part"), "not yet");

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

async function readAll(shards: number, known: Map<string, FileEntry>) {
  const read = new Map<string, { sha256: string; bytes: Buffer; shard: number }>();
  const unchanged: FileEntry[] = [];
  for (let shard = 0; shard < shards; shard++) {
    await readSiteShard(root, shard, shards, known, (batch: SiteBatch) => {
      for (const [key, hash, size, , offset] of batch.packed) read.set(key, { sha256: hash, bytes: Buffer.from((batch.chunk as Buffer).subarray(offset, offset + size)), shard });
      for (const { entry, bytes } of batch.whole) read.set(entry[0], { sha256: entry[1], bytes: Buffer.from(bytes), shard });
      unchanged.push(...batch.unchanged);
      return Promise.resolve();
    });
  }
  return { read, unchanged };
}

describe("reading a local site in shards", () => {
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("reads every file once across the shards, with its SHA-256, and leaves half-written files out", async () => {
    const { read } = await readAll(3, new Map());
    expect([...read.keys()].sort()).toEqual([...files.keys()].sort());
    for (const [key, file] of read) {
      expect(file.bytes.equals(files.get(key) as Buffer)).toBe(true);
      expect(file.sha256).toBe(sha256(files.get(key) as Buffer));
      expect(file.shard).toBe(shardOfKey(key, 3));
    }
    expect(new Set([...read.values()].map((file) => file.shard)).size).toBe(3);
  });

  it("does not read a file the previous snapshot lists at the same size and time", async () => {
    const key = "uploads/x/shallow.png";
    const stats = fs.statSync(path.join(root, key));
    const before: FileEntry = [key, "the hash the previous snapshot stored", stats.size, stats.mtimeMs];
    const { read, unchanged } = await readAll(2, new Map([[key, before]]));
    expect(unchanged).toEqual([before]);
    expect(read.has(key)).toBe(false);
    expect(read.size).toBe(files.size - 1);
  });
});
