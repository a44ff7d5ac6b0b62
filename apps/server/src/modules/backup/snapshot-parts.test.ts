import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";
import { generateX25519Identity } from "age-encryption";
import { afterAll, describe, expect, it } from "vitest";
import { LocalStorage } from "../storage/local-storage.js";
import { putGzipPart } from "./gzip-part.js";
import { PackWriter, readPack, readPackedBlobs } from "./packs.js";
import { cipherOfKey } from "./repository-cipher.js";
import { readLines } from "./snapshot-layout.js";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-gzip-part-"));
const repository = new LocalStorage(folder);

describe("a snapshot's gzipped parts and packs", () => {
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("reads back every line of a part written in many pieces, a line of megabytes among short ones", async () => {
    const rows: unknown[] = [];
    for (let i = 0; i < 5000; i++) rows.push([i, `第 ${i} 行`, null]);
    rows.splice(2500, 0, ["long", crypto.randomBytes(1200 * 1024).toString("base64")]);
    const text = function* () {
      for (let i = 0; i < rows.length; i += 100) yield rows.slice(i, i + 100).map((row) => `${JSON.stringify(row)}\n`).join("");
    };
    for (const key of ["plain/part.ndjson.gz", "encrypted/part.ndjson.gz"]) {
      const cipher = await cipherOfKey(key.startsWith("encrypted") ? await generateX25519Identity() : undefined);
      const stored = await putGzipPart(repository, cipher, key, text());
      const read: unknown[] = [];
      for await (const row of readLines(repository, cipher, key, stored.sha256)) read.push(row);
      expect(read).toEqual(rows);
    }
  });

  it("reads a part compressed as older backups wrote it (Huffman-coded gzip pieces)", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [i, `第 ${i} 行 ${"文".repeat(i % 50)}`, null]);
    const text = rows.map((row) => `${JSON.stringify(row)}\n`).join("");
    const half = text.indexOf("\n", text.length / 2) + 1;
    const older = Buffer.concat([text.slice(0, half), text.slice(half)].map((piece) => gzipSync(piece, { level: 1, strategy: constants.Z_HUFFMAN_ONLY })));
    fs.writeFileSync(path.join(folder, "older.ndjson.gz"), older);
    const cipher = await cipherOfKey(undefined);
    const read: unknown[] = [];
    for await (const row of readLines(repository, cipher, "older.ndjson.gz", crypto.createHash("sha256").update(older).digest("hex"))) read.push(row);
    expect(read).toEqual(rows);
  });

  it("writes an empty part that reads as no lines", async () => {
    const cipher = await cipherOfKey(undefined);
    const stored = await putGzipPart(repository, cipher, "empty.ndjson.gz", []);
    const read: unknown[] = [];
    for await (const row of readLines(repository, cipher, "empty.ndjson.gz", stored.sha256)) read.push(row);
    expect(read).toEqual([]);
  });

  it("fills a pack's buffer again after writing it, files added from many tasks at once included, each intact", async () => {
    const cipher = await cipherOfKey(undefined);
    const packs = new PackWriter(repository, cipher, new Map(), 100_000);
    const contents = Array.from({ length: 24 }, () => crypto.randomBytes(20_000));
    const add = (bytes: Buffer) => packs.add(crypto.createHash("sha256").update(bytes).digest("hex"), bytes);
    for (const bytes of contents.slice(0, 12)) await add(bytes);
    await Promise.all(contents.slice(12).map(add));
    await packs.flush();
    const blobs = await readPackedBlobs(repository, cipher);
    expect(blobs.size).toBe(contents.length);
    expect(new Set([...blobs.values()].map((blob) => blob.pack)).size).toBe(5);
    for (const bytes of contents) {
      const blob = blobs.get(crypto.createHash("sha256").update(bytes).digest("hex"));
      expect(blob && (await readPack(repository, cipher, blob.pack)).subarray(blob.offset, blob.offset + blob.size).equals(bytes)).toBe(true);
    }
  });
});
