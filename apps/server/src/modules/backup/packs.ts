import crypto from "node:crypto";
import fs from "node:fs";
import { constants, gunzipSync, gzipSync } from "node:zlib";
import type { Storage } from "../storage/storage.js";
import { statFileSync, writeWholeFileSync } from "./local-files.js";
import type { RepositoryCipher } from "./repository-cipher.js";

/**
 * Small files are stored together, as tar stores them: packs/<xx>/<id>.pack holds their plain bytes back to back
 * (one age stream when the repository is encrypted), and packs/<xx>/<id>.idx.gz, written after it, lists each
 * file's SHA-256, offset and size; the id is the SHA-256 of that list. Creating one file per page image cost far more
 * than reading and hashing it; a pack is one write. A pack without its index is unfinished and never read. Each file
 * is checked against its own SHA-256 when it is restored.
 */
export const PACK_TARGET_BYTES = 32 * 1024 * 1024;
/** Files up to this size go into packs; larger ones are objects of their own (objects.ts). */
export const PACKED_MAX_BYTES = 4 * 1024 * 1024;

/** An index is mostly SHA-256 in hex: Huffman coding alone makes it half as large, at a third of level 6's CPU. */
const INDEX_COMPRESSION = { level: 1, strategy: constants.Z_HUFFMAN_ONLY };

export const packKey = (id: string) => `packs/${id.slice(0, 2)}/${id}.pack`;
export const packIndexKey = (id: string) => `packs/${id.slice(0, 2)}/${id}.idx.gz`;
const PACK_INDEX = /^packs\/[0-9a-f]{2}\/([0-9a-f]{64})\.idx\.gz$/;

export interface PackedBlob {
  pack: string;
  offset: number;
  size: number;
}
type IndexLine = [sha256: string, offset: number, size: number];

async function readWhole(repository: Storage, key: string): Promise<Buffer | null> {
  const local = repository.localPath(key);
  if (local) return statFileSync(local) ? fs.readFileSync(local) : null;
  const body = await repository.read(key);
  if (!body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function writeWhole(repository: Storage, key: string, bytes: Buffer): Promise<void> {
  const local = repository.localPath(key);
  if (local) writeWholeFileSync(local, bytes);
  else await repository.putBuffer(key, bytes);
}

/** The ids of the repository's finished packs (those with an index). */
export async function listPacks(repository: Storage): Promise<string[]> {
  const ids: string[] = [];
  for await (const key of repository.list("packs/")) {
    const match = PACK_INDEX.exec(key);
    if (match) ids.push(match[1]);
  }
  return ids;
}

export async function readPackIndex(repository: Storage, cipher: RepositoryCipher, id: string): Promise<IndexLine[]> {
  const stored = await readWhole(repository, packIndexKey(id));
  if (!stored) throw new Error(`备份缺少包索引 / missing pack index ${id}`);
  return JSON.parse(gunzipSync(await cipher.decryptBytes(stored)).toString("utf8")) as IndexLine[];
}

/** Where every packed file of the repository is, by SHA-256. */
export async function readPackedBlobs(repository: Storage, cipher: RepositoryCipher): Promise<Map<string, PackedBlob>> {
  const blobs = new Map<string, PackedBlob>();
  for (const pack of await listPacks(repository)) {
    for (const [sha256, offset, size] of await readPackIndex(repository, cipher, pack)) blobs.set(sha256, { pack, offset, size });
  }
  return blobs;
}

/** A pack's plain bytes, whole (each file in it is checked against its SHA-256 by whoever takes it out). */
export async function readPack(repository: Storage, cipher: RepositoryCipher, id: string): Promise<Buffer> {
  const stored = await readWhole(repository, packKey(id));
  if (!stored) throw new Error(`备份缺少数据包 / missing pack ${id}`);
  return cipher.decryptBytes(stored);
}

/**
 * Collects files into packs of about PACK_TARGET_BYTES, in one buffer of its own that is written whole and then
 * filled again: a file is read straight into `space` and kept by `commit` (no copy, no allocation per file). A file
 * whose content the repository (or the pack being filled) already holds is not added again. `flush` writes what is
 * left; until then added files are not stored.
 */
export class PackWriter {
  private buffer: Buffer | null = null;
  private lines: IndexLine[] = [];
  private filled = 0;
  private readonly pending = new Set<string>();
  private writing: Promise<void> | undefined;

  constructor(
    private readonly repository: Storage,
    private readonly cipher: RepositoryCipher,
    private readonly stored: Map<string, PackedBlob>,
    /** The size a pack is written at (tests make it small). */
    private readonly targetBytes = PACK_TARGET_BYTES,
  ) {}

  /** The contents the repository holds in packs (those this writer has added included). */
  contents(): string[] {
    return [...this.stored.keys(), ...this.pending];
  }

  has(sha256: string): boolean {
    return this.stored.has(sha256) || this.pending.has(sha256);
  }

  /** Where the next file's bytes go (at most PACKED_MAX_BYTES): valid until the next commit or flush. */
  space(size: number): Buffer {
    if (size > PACKED_MAX_BYTES) throw new Error(`a file of ${size} bytes is too large for a pack`);
    // Filled below targetBytes between commits, so a file of up to PACKED_MAX_BYTES always fits.
    this.buffer ??= Buffer.allocUnsafeSlow(this.targetBytes + PACKED_MAX_BYTES);
    return this.buffer.subarray(this.filled, this.filled + size);
  }

  /** Keeps the `size` bytes just put into `space` as the file `sha256`, unless its content is held already. */
  async commit(sha256: string, size: number): Promise<void> {
    if (this.has(sha256)) return;
    this.pending.add(sha256);
    this.lines.push([sha256, this.filled, size]);
    this.filled += size;
    if (this.filled >= this.targetBytes) await this.flush();
  }

  /** Adds a file's bytes; callers may add from several tasks at once (each waits while a pack is written). */
  async add(sha256: string, bytes: Buffer): Promise<void> {
    while (this.writing) await this.writing;
    if (this.has(sha256)) return;
    bytes.copy(this.space(bytes.length));
    await this.commit(sha256, bytes.length);
  }

  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.lines.length === 0) return;
    this.writing = this.writePack();
    try {
      await this.writing;
    } finally {
      this.writing = undefined;
    }
  }

  /** Writes the pack in the buffer, then its index; the buffer is not filled again before both are written. */
  private async writePack(): Promise<void> {
    const plain = (this.buffer as Buffer).subarray(0, this.filled);
    const lines = this.lines;
    const index = JSON.stringify(lines);
    const id = crypto.createHash("sha256").update(index).digest("hex");
    await writeWhole(this.repository, packKey(id), await this.cipher.encryptBytes(plain));
    await writeWhole(this.repository, packIndexKey(id), await this.cipher.encryptBytes(gzipSync(index, INDEX_COMPRESSION)));
    this.lines = [];
    this.filled = 0;
    for (const [sha256, offset, size] of lines) {
      this.stored.set(sha256, { pack: id, offset, size });
      this.pending.delete(sha256);
    }
  }
}
