import type { Readable } from "node:stream";

export interface StoredObject {
  size: number;
  /** Last modification time, ms since the epoch. */
  modifiedAt: number;
}

/** A stored object opened for reading: its bytes and what stat would say, from one look at the store. */
export interface OpenedObject extends StoredObject {
  body: Readable;
}

/**
 * Where files live: originals, page images, covers and uploaded images, addressed by key
 * ("documents/a/b/c/d/e/<md5>.pdf"). The same interface is implemented by the local file system and by
 * S3-compatible object storage; callers never learn which one they talk to.
 */
export interface Storage {
  readonly kind: "local" | "s3";
  /** Copies (or, with `move`, moves) a local file into storage. */
  putFile(key: string, localPath: string, options?: { contentType?: string; move?: boolean }): Promise<void>;
  putBuffer(key: string, data: Buffer, options?: { contentType?: string }): Promise<void>;
  /** A stream of the stored bytes, or null when the key does not exist. */
  read(key: string): Promise<Readable | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** The stored bytes with their size and time (one file open, or one S3 GetObject), or null when the key does not exist. */
  open(key: string): Promise<OpenedObject | null>;
  /** Writes the object to a local file (for tools that need a path). */
  download(key: string, localPath: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<number>;
  list(prefix: string): AsyncIterable<string>;
  /** The local path of a key when the storage is the local file system (no copy needed), else null. */
  localPath(key: string): string | null;
}

export function contentTypeOf(key: string): string {
  const lower = key.toLowerCase();
  if (lower.endsWith(".svg")) return "image/svg+xml";
  if (lower.endsWith(".webp")) return "image/webp";
  if (lower.endsWith(".png")) return "image/png";
  if (lower.endsWith(".jpg") || lower.endsWith(".jpeg")) return "image/jpeg";
  if (lower.endsWith(".gif")) return "image/gif";
  if (lower.endsWith(".ico")) return "image/x-icon";
  if (lower.endsWith(".bmp")) return "image/bmp";
  if (lower.endsWith(".pdf")) return "application/pdf";
  if (lower.endsWith(".txt")) return "text/plain; charset=utf-8";
  return "application/octet-stream";
}

/** Keys are relative, use "/" and never climb out of the storage root. */
export function assertSafeKey(key: string): string {
  if (!key || key.startsWith("/") || key.includes("\\") || key.split("/").some((part) => part === ".." || part === "." || part === "")) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return key;
}
