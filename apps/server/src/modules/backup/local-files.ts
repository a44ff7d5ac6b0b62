import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Synchronous file access for a site or a repository on the local disk. Backups and restores touch thousands of
 * small files; each asynchronous call is a round trip through libuv's four threads, which on a busy machine cost
 * more than the reads and writes themselves. These run in a command or a worker thread of their own, where blocking
 * is what is wanted.
 */
const madeFolders = new Set<string>();

function ensureFolderSync(folder: string): void {
  if (madeFolders.has(folder)) return;
  fs.mkdirSync(folder, { recursive: true });
  madeFolders.add(folder);
}

/**
 * Writes a file that a restore puts into an empty site, straight under its name: a run killed part-way leaves at
 * most one file short of its size, which the next run finds and writes again (restore-files.ts compares sizes).
 */
export function writeRestoredFileSync(file: string, bytes: Uint8Array): void {
  ensureFolderSync(path.dirname(file));
  // The site's own mode (as its storage writes), not the repository's owner-only one.
  fs.writeFileSync(file, bytes);
}

/** Writes the file whole under a temporary name and renames it, so a reader (or a killed run) never sees half of it. */
export function writeWholeFileSync(file: string, bytes: Uint8Array): void {
  ensureFolderSync(path.dirname(file));
  const temp = `${file}.${crypto.randomBytes(6).toString("hex")}.part`;
  try {
    fs.writeFileSync(temp, bytes, { mode: 0o600 });
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/** The size and time of a file, or undefined when there is none. */
export function statFileSync(file: string): { size: number; modifiedAt: number } | undefined {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  return stats?.isFile() ? { size: stats.size, modifiedAt: stats.mtimeMs } : undefined;
}
