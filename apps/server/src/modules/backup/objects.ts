import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Storage } from "../storage/storage.js";
import { statFileSync, writeWholeFileSync } from "./local-files.js";
import type { RepositoryCipher } from "./repository-cipher.js";

/** Files are stored once per content: objects/<first two hex>/<SHA-256 of the plain bytes>. */
export const objectKey = (sha256: string) => `objects/${sha256.slice(0, 2)}/${sha256}`;

export interface StoredContent {
  sha256: string;
  size: number;
}

/** Files up to this size are read into memory and written in one piece; larger ones are streamed. */
export const IN_MEMORY_BYTES = 16 * 1024 * 1024;

/** Stores bytes under their SHA-256 (encrypted when the repository is), unless the object is there already. */
export async function putBytes(repository: Storage, cipher: RepositoryCipher, bytes: Buffer): Promise<StoredContent> {
  return putHashedBytes(repository, cipher, crypto.hash("sha256", bytes, "hex"), bytes);
}

/** As putBytes, for bytes whose SHA-256 the caller has just computed. */
export async function putHashedBytes(repository: Storage, cipher: RepositoryCipher, sha256: string, bytes: Buffer): Promise<StoredContent> {
  const key = objectKey(sha256);
  const local = repository.localPath(key);
  if (local) {
    if (!statFileSync(local)) writeWholeFileSync(local, await cipher.encryptBytes(bytes));
  } else if (!(await repository.stat(key))) {
    await repository.putBuffer(key, await cipher.encryptBytes(bytes));
  }
  return { sha256, size: bytes.length };
}

/** An object's plain bytes, read whole and checked against their SHA-256. */
export async function readBytes(repository: Storage, cipher: RepositoryCipher, sha256: string): Promise<Buffer> {
  const key = objectKey(sha256);
  const local = repository.localPath(key);
  let stored: Buffer;
  if (local) {
    if (!statFileSync(local)) throw new Error(`备份缺少对象 / missing object ${key}`);
    stored = fs.readFileSync(local);
  } else {
    const body = await repository.read(key);
    if (!body) throw new Error(`备份缺少对象 / missing object ${key}`);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    stored = Buffer.concat(chunks);
  }
  const plain = await cipher.decryptBytes(stored);
  const actual = crypto.createHash("sha256").update(plain).digest("hex");
  if (actual !== sha256) throw new Error(`对象校验失败 / ${key}: SHA-256 ${actual}, expected ${sha256}`);
  return plain;
}

/** A temporary file of the command's own, removed however the caller ends. */
export async function withTempFile<T>(use: (file: string) => Promise<T>): Promise<T> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "wenku-backup-"));
  try {
    return await use(path.join(dir, "part"));
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Writes `plain` to the repository at `keyOf(hash)` (encrypted when the repository is), hashing the plain bytes on
 * the way; an object already there is not written again.
 */
export async function putContent(repository: Storage, cipher: RepositoryCipher, plain: Readable, keyOf = objectKey): Promise<StoredContent> {
  return withTempFile(async (file) => {
    const hash = crypto.createHash("sha256");
    let size = 0;
    const hasher = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    plain.on("error", (error) => hasher.destroy(error));
    await pipeline(cipher.encrypt(plain.pipe(hasher)), fs.createWriteStream(file, { mode: 0o600 }));
    const sha256 = hash.digest("hex");
    const key = keyOf(sha256);
    if (!(await repository.stat(key))) await repository.putFile(key, file, { move: true });
    return { sha256, size };
  });
}

/** The plain bytes of an object, checked against their SHA-256 as they are read (the stream fails on a mismatch). */
export async function readContent(repository: Storage, cipher: RepositoryCipher, key: string, sha256: string): Promise<Readable> {
  const stored = await repository.read(key);
  if (!stored) throw new Error(`备份缺少对象 / missing object ${key}`);
  const plain = await cipher.decrypt(stored);
  const hash = crypto.createHash("sha256");
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      const actual = hash.digest("hex");
      done(actual === sha256 ? null : new Error(`对象校验失败 / ${key}: SHA-256 ${actual}, expected ${sha256}`));
    },
  });
  plain.on("error", (error) => checked.destroy(error));
  return plain.pipe(checked);
}
