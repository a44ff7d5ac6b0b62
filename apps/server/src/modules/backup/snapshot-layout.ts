import { createGunzip } from "node:zlib";
import type { Storage } from "../storage/storage.js";
import { readContent } from "./objects.js";
import type { RepositoryCipher } from "./repository-cipher.js";

/**
 * A snapshot in a repository: snapshots/<id>/tables/<table>.ndjson.gz (a header line `{"columns":[…]}`, then one
 * row per line), snapshots/<id>/files.ndjson.gz (one stored file per line: key, SHA-256, size, time) and, written
 * last, snapshots/<id>/manifest.json: a snapshot without its manifest is unfinished and never restored.
 */
export const tableKey = (id: string, table: string) => `snapshots/${id}/tables/${table}.ndjson.gz`;
export const filesKey = (id: string) => `snapshots/${id}/files.ndjson.gz`;
export const manifestKey = (id: string) => `snapshots/${id}/manifest.json`;

export interface TableEntry {
  rows: number;
  sha256: string;
  size: number;
}

export interface Manifest {
  format: 1;
  id: string;
  startedAt: string;
  finishedAt: string;
  dialect: "sqlite" | "postgres";
  /** The schema version: the migrations applied when the snapshot was taken. */
  migrations: string[];
  encrypted: boolean;
  tables: Record<string, TableEntry>;
  files: { count: number; bytes: number; sha256: string; size: number };
}

/** One stored file of the site: its key, the SHA-256 and size of its bytes, its time (ms) in the site's storage. */
export type FileEntry = [key: string, sha256: string, size: number, modifiedAt: number];

/** The time to the millisecond, then a random tail: ids sort by when the backup began. */
export function newSnapshotId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, "");
  return `${stamp}-${Math.random().toString(36).slice(2, 6)}`;
}

/** Finished snapshots, oldest first (ids sort by time). */
export async function listSnapshots(repository: Storage): Promise<string[]> {
  const ids: string[] = [];
  for await (const key of repository.list("snapshots/")) {
    const match = /^snapshots\/([^/]+)\/manifest\.json$/.exec(key);
    if (match) ids.push(match[1]);
  }
  return ids.sort();
}

export async function readManifest(repository: Storage, id: string): Promise<Manifest> {
  const body = await repository.read(manifestKey(id));
  if (!body) throw new Error(`备份不存在或未完成 / no finished snapshot ${id}`);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Manifest;
}

/**
 * The lines of a gzipped NDJSON part of a snapshot, each parsed, its bytes checked against the manifest's hash. Split
 * by hand rather than with readline, whose events cost more than the parsing on a part of many short lines.
 */
export async function* readLines<T>(repository: Storage, cipher: RepositoryCipher, key: string, sha256: string): AsyncIterable<T> {
  const plain = await readContent(repository, cipher, key, sha256);
  const gunzip = createGunzip();
  plain.on("error", (error) => gunzip.destroy(error));
  const text = plain.pipe(gunzip).setEncoding("utf8") as AsyncIterable<string>;
  // A line split over chunks is kept in pieces and joined once its end comes (a row may be megabytes long).
  let pieces: string[] = [];
  for await (const chunk of text) {
    let start = 0;
    for (let end = chunk.indexOf("\n"); end !== -1; end = chunk.indexOf("\n", start)) {
      let line = chunk.slice(start, end);
      if (pieces.length > 0) {
        line = pieces.join("") + line;
        pieces = [];
      }
      if (line) yield JSON.parse(line) as T;
      start = end + 1;
    }
    if (start < chunk.length) pieces.push(chunk.slice(start));
  }
  const last = pieces.join("");
  if (last) yield JSON.parse(last) as T;
}
