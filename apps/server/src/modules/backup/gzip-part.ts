import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { constants, createGzip, gzipSync } from "node:zlib";
import type { Storage } from "../storage/storage.js";
import { putContent, type StoredContent } from "./objects.js";
import type { RepositoryCipher } from "./repository-cipher.js";

/** A part's text is written this much at a time, each piece a gzip member of its own (gunzip reads them as one). */
const MEMBER_BYTES = 1024 * 1024;
/**
 * Stored, not compressed: gzip's framing and CRC only. A backup's time is CPU on a small machine, and compressing
 * the rows cost more than half of dumping them (Huffman coding alone, the cheapest deflate, took 70 ms of CPU for
 * 6 MB of rows that it made 4.6 MB; docs/benchmarks.md). Parts stay gzip files, so any gunzip reads them, those of
 * older backups (compressed) included.
 */
const COMPRESSION = { level: constants.Z_NO_COMPRESSION };

/**
 * Writes a part straight into a local file, a gzip member per piece, with synchronous calls: a snapshot's many small
 * parts cost more in streams and temporary folders than in their text. Written under a temporary name and renamed;
 * returns the SHA-256 and size of the bytes written.
 */
async function writeLocalPart(text: AsyncIterable<string> | Iterable<string>, file: string): Promise<StoredContent> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${crypto.randomBytes(6).toString("hex")}.part`;
  const fd = fs.openSync(temp, "w", 0o600);
  const hash = crypto.createHash("sha256");
  let size = 0;
  let pending: string[] = [];
  let pendingLength = 0;
  const flush = () => {
    const member = gzipSync(pending.join(""), COMPRESSION);
    pending = [];
    pendingLength = 0;
    for (let done = 0; done < member.length; ) done += fs.writeSync(fd, member, done);
    hash.update(member);
    size += member.length;
  };
  try {
    for await (const piece of text) {
      pending.push(piece);
      pendingLength += piece.length;
      if (pendingLength >= MEMBER_BYTES) flush();
    }
    if (pendingLength > 0 || size === 0) flush();
    fs.closeSync(fd);
    fs.renameSync(temp, file);
  } catch (error) {
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
