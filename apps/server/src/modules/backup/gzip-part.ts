import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { constants, createGzip, gzip } from "node:zlib";
import type { Storage } from "../storage/storage.js";
import { putContent, type StoredContent } from "./objects.js";
import type { RepositoryCipher } from "./repository-cipher.js";

/** A part's text is compressed this much at a time, each piece a gzip member of its own (gunzip reads them as one). */
const MEMBER_BYTES = 1024 * 1024;
/**
 * Huffman coding alone, without deflate's search for repeats: on a site's rows (page texts, base64) a third of the
 * CPU of level 1 for a part about a tenth larger (measured in docs/benchmarks.md). Any gunzip reads it.
 */
const COMPRESSION = { level: 1, strategy: constants.Z_HUFFMAN_ONLY };
const gzipAsync = promisify(gzip);

/**
 * Writes a part straight into a local file, compressed piece by piece (on libuv's threads, while the next piece's
 * text is made) and written with synchronous calls: a snapshot's many small parts cost more in streams and temporary
 * folders than in their text. Written under a temporary name and renamed; returns the SHA-256 and size of the bytes
 * written.
 */
async function writeLocalPart(text: AsyncIterable<string> | Iterable<string>, file: string): Promise<StoredContent> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${crypto.randomBytes(6).toString("hex")}.part`;
  const fd = fs.openSync(temp, "w", 0o600);
  const hash = crypto.createHash("sha256");
  let size = 0;
  let pending: string[] = [];
  let pendingLength = 0;
  // The pieces being compressed, each written after the one before it; at most two at a time.
  const writes: Array<Promise<void>> = [];
  const flush = async () => {
    const member = gzipAsync(pending.join(""), COMPRESSION);
    pending = [];
    pendingLength = 0;
    const written = Promise.all([writes.at(-1), member]).then(([, bytes]) => {
      for (let done = 0; done < bytes.length; ) done += fs.writeSync(fd, bytes, done);
      hash.update(bytes);
      size += bytes.length;
    });
    // Awaited below or at the end; until then a failure must not count as unhandled.
    written.catch(() => undefined);
    writes.push(written);
    if (writes.length > 2) await writes.shift();
  };
  try {
    for await (const piece of text) {
      pending.push(piece);
      pendingLength += piece.length;
      if (pendingLength >= MEMBER_BYTES) await flush();
    }
    if (pendingLength > 0 || (size === 0 && writes.length === 0)) await flush();
    await Promise.all(writes);
    fs.closeSync(fd);
    fs.renameSync(temp, file);
  } catch (error) {
    await Promise.allSettled(writes);
    fs.closeSync(fd);
    fs.rmSync(temp, { force: true });
    throw error;
  }
  return { sha256: hash.digest("hex"), size };
}

/**
 * Stores `text` gzipped at `key` of the repository: written straight into the file on a local, unencrypted one;
 * otherwise (one age stream, or elsewhere than on the local disk) streamed through a temporary file. Returns the
 * SHA-256 and size of the gzipped bytes (before encryption), as the manifest lists them.
 */
export async function putGzipPart(repository: Storage, cipher: RepositoryCipher, key: string, text: AsyncIterable<string> | Iterable<string>): Promise<StoredContent> {
  const local = cipher.encrypted ? null : repository.localPath(key);
  if (local) return writeLocalPart(text, local);
  const gzip = createGzip(COMPRESSION);
  const source = Readable.from(text);
  source.on("error", (error) => gzip.destroy(error));
  return putContent(repository, cipher, source.pipe(gzip), () => key);
}
