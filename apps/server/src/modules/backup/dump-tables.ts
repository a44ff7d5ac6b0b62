import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { constants, createGzip, gzipSync } from "node:zlib";
import type { Storage } from "../storage/storage.js";
import type { DatabaseSnapshot, RowBatch } from "../../db/portable/database-snapshot.js";
import { putContent } from "./objects.js";
import type { Progress } from "./progress.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { encodeValue } from "../../db/portable/row-codec.js";
import { tableKey, type TableEntry } from "./snapshot-layout.js";

/** A table's text is compressed this much at a time, each piece a gzip member of its own (gunzip reads them as one). */
const MEMBER_BYTES = 1024 * 1024;
/**
 * Huffman coding alone, without deflate's search for repeats: on a site's rows (page texts, base64) a third of the
 * CPU of level 1 for a part about a tenth larger (measured in docs/benchmarks.md). Any gunzip reads it.
 */
const COMPRESSION = { level: 1, strategy: constants.Z_HUFFMAN_ONLY };

/** A table's lines: a header `{"columns":[…]}` (none for an empty table), then one JSON array per row. */
async function* tableText(batches: AsyncIterable<RowBatch> | Iterable<RowBatch>, count: (rows: number) => void): AsyncIterable<string> {
  let header = false;
  for await (const batch of batches) {
    if (!header) {
      yield `${JSON.stringify({ columns: batch.columns })}\n`;
      header = true;
    }
    yield batch.rows.map((row) => JSON.stringify(row.map(encodeValue))).join("\n") + "\n";
    count(batch.rows.length);
  }
}

/**
 * Writes a table's part straight into a local file, compressed piece by piece with synchronous
 * calls: the part's many small tables cost more in streams and temporary folders than in their rows. Written under a
 * temporary name and renamed; returns the SHA-256 and size of the bytes written.
 */
async function writeLocalPart(text: AsyncIterable<string>, file: string): Promise<{ sha256: string; size: number }> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${crypto.randomBytes(6).toString("hex")}.part`;
  const fd = fs.openSync(temp, "w", 0o600);
  const hash = crypto.createHash("sha256");
  let size = 0;
  let pending: string[] = [];
  let pendingLength = 0;
  const flush = () => {
    const member = gzipSync(pending.join(""), COMPRESSION);
    for (let written = 0; written < member.length; ) written += fs.writeSync(fd, member, written);
    hash.update(member);
    size += member.length;
    pending = [];
    pendingLength = 0;
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

/** Writes every table of the snapshot into snapshot `id` of the repository; returns each table's entry. */
export async function dumpTables(
  snapshot: DatabaseSnapshot,
  repository: Storage,
  cipher: RepositoryCipher,
  id: string,
  progress: Progress,
): Promise<Record<string, TableEntry>> {
  const entries: Record<string, TableEntry> = {};
  for (const table of snapshot.tables) {
    let rows = 0;
    const text = tableText(snapshot.rows(table), (count) => (rows += count));
    const local = cipher.encrypted ? null : repository.localPath(tableKey(id, table));
    let stored;
    if (local) stored = await writeLocalPart(text, local);
    else {
      // Encrypted (one age stream) or elsewhere than on the local disk: streamed through a temporary file.
      const gzip = createGzip(COMPRESSION);
      const source = Readable.from(text);
      source.on("error", (error) => gzip.destroy(error));
      stored = await putContent(repository, cipher, source.pipe(gzip), () => tableKey(id, table));
    }
    entries[table] = { rows, sha256: stored.sha256, size: stored.size };
    progress.add(1, stored.size);
  }
  return entries;
}
