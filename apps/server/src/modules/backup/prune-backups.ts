import type { Storage } from "../storage/storage.js";
import { objectKey } from "./objects.js";
import { prunePacks } from "./prune-packs.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { filesKey, listSnapshots, readLines, readManifest, type FileEntry } from "./snapshot-layout.js";

export interface PruneResult {
  snapshots: number;
  objects: number;
  packs: number;
}

/**
 * Keeps the newest `keep` finished snapshots and removes the older ones, then every file object no kept snapshot
 * lists (and the packs, or parts of packs, no kept snapshot needs: prune-packs.ts). Unfinished snapshots (no manifest) older than the newest finished one are removed too: a backup killed
 * part-way leaves nothing behind for long. Objects are removed only after the snapshots that listed them.
 */
export async function pruneBackups(repository: Storage, cipher: RepositoryCipher, keep: number): Promise<PruneResult> {
  if (!Number.isInteger(keep) || keep < 1) throw new Error("至少保留 1 份备份 / keep at least one backup");
  const finished = await listSnapshots(repository);
  const kept = finished.slice(-keep);
  const newest = kept.at(-1);
  const folders = new Set<string>();
  for await (const key of repository.list("snapshots/")) folders.add(key.split("/")[1]);
  const removed = [...folders].filter((id) => !kept.includes(id) && (finished.includes(id) || (newest !== undefined && id < newest)));
  for (const id of removed) await repository.deletePrefix(`snapshots/${id}/`);

  const referenced = new Set<string>();
  for (const id of kept) {
    const manifest = await readManifest(repository, id);
    for await (const entry of readLines<FileEntry>(repository, cipher, filesKey(id), manifest.files.sha256)) referenced.add(entry[1]);
  }
  // With no finished snapshot kept, nothing is known to be unreferenced: objects stay for the next backup to reuse.
  if (kept.length === 0) return { snapshots: removed.length, objects: 0, packs: 0 };
  const referencedKeys = new Set([...referenced].map(objectKey));
  const unreferenced: string[] = [];
  for await (const key of repository.list("objects/")) if (!referencedKeys.has(key)) unreferenced.push(key);
  for (const key of unreferenced) await repository.delete(key);
  return { snapshots: removed.length, objects: unreferenced.length, packs: await prunePacks(repository, cipher, referenced) };
}
