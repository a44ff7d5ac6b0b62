import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LocalStorage } from "../storage/local-storage.js";
import { PACKED_MAX_BYTES, PackWriter, readPack, readPackedBlobs } from "./packs.js";
import { claimShares, listSiteFolders, readSiteFolders, type FolderBatch } from "./read-site-folders.js";
import { cipherOfKey } from "./repository-cipher.js";
import type { FileEntry } from "./snapshot-layout.js";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-read-folders-"));
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

/**
 * Reads the site as `readers` threads would, each with packs of its own, taking shares from one counter: each reader
 * but the last stops after `sharesEach` shares. Returns what each reader told and the packed contents.
 */
async function readAll(readers: number, sharesEach: number, known: Map<string, FileEntry>) {
  const repository = new LocalStorage(path.join(folder, `repository-${runs++}`));
  const cipher = await cipherOfKey(undefined);
  const folders = listSiteFolders(root);
  const claim = claimShares(new SharedArrayBuffer(4));
  const told = new Map<string, { entry: FileEntry; reader: number; times: number }>();
  const whole = new Map<string, Buffer>();
  for (let reader = 0; reader < readers; reader++) {
    let taken = 0;
    const limited = () => (reader < readers - 1 && taken++ >= sharesEach ? folders.length : claim());
    const packs = new PackWriter(repository, cipher, new Map());
    await readSiteFolders(root, folders, limited, known, packs, (batch: FolderBatch) => {
      const tell = (entry: FileEntry) => told.set(entry[0], { entry, reader, times: (told.get(entry[0])?.times ?? 0) + 1 });
      for (const entry of batch.entries) tell(entry);
      for (const { entry, bytes } of batch.whole) {
        tell(entry);
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
  return { folders, told, whole, packed };
}

describe("reading a local site in shares taken by several threads", () => {
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("lists each folder at the split depth as one share and each shallower folder's own files as another", () => {
    const prefixes = listSiteFolders(root).map((share) => `${share.prefix}${share.deep ? "**" : "*"}`);
    expect(prefixes).toContain("*");
    expect(prefixes).toContain("uploads/x/*");
    expect(prefixes).toContain("uploads/x/y/**");
    expect(prefixes).toContain("documents/3/4/**");
    expect(prefixes).not.toContain("documents/*");
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it("reads every file once across the readers into packs, each content once, and leaves half-written files out", async () => {
    const { told, whole, packed } = await readAll(3, 4, new Map());
    expect([...told.keys()].sort()).toEqual([...files.keys()].sort());
    for (const [key, { entry, times }] of told) {
      const bytes = files.get(key) as Buffer;
      expect(times).toBe(1);
      expect(entry.slice(1, 3)).toEqual([sha256(bytes), bytes.length]);
      const stored = bytes.length > PACKED_MAX_BYTES ? whole.get(key) : packed.get(entry[1]);
      expect(stored?.equals(bytes)).toBe(true);
    }
    expect(new Set([...told.values()].map((file) => file.reader)).size).toBe(3);
    // The copy under a second key is read but packed once.
    expect(packed.size).toBe(files.size - 2);
  });

  it("does not read a file the previous snapshot lists at the same size and time", async () => {
    const key = "uploads/x/shallow.png";
    const stats = fs.statSync(path.join(root, key));
    const before: FileEntry = [key, "the hash the previous snapshot stored", stats.size, stats.mtimeMs];
    const { told, packed } = await readAll(2, 3, new Map([[key, before]]));
    expect(told.get(key)?.entry).toEqual(before);
    expect(packed.has(sha256(files.get(key) as Buffer))).toBe(false);
    expect(told.size).toBe(files.size);
  });
});
