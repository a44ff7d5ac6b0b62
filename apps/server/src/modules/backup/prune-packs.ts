import type { Storage } from "../storage/storage.js";
import { listPacks, packIndexKey, packKey, PackWriter, readPack, readPackIndex } from "./packs.js";
import type { RepositoryCipher } from "./repository-cipher.js";

/** A pack without an index this old was left by a killed backup; younger ones may belong to a backup still running. */
const UNFINISHED_PACK_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the packs no kept snapshot needs, and rewrites a pack that is mostly unneeded into a smaller one holding
 * only the files still listed (the new pack is finished before the old one goes, so every file stays findable).
 * Returns the number of packs removed.
 */
export async function prunePacks(repository: Storage, cipher: RepositoryCipher, referenced: Set<string>): Promise<number> {
  const finished = new Set(await listPacks(repository));
  let removed = 0;
  const remove = async (id: string) => {
    await repository.delete(packIndexKey(id));
    await repository.delete(packKey(id));
    removed++;
  };
  for (const id of finished) {
    const lines = await readPackIndex(repository, cipher, id);
    const live = lines.filter(([sha256]) => referenced.has(sha256));
    const liveBytes = live.reduce((sum, [, , size]) => sum + size, 0);
    const allBytes = lines.reduce((sum, [, , size]) => sum + size, 0);
    if (live.length === lines.length || liveBytes * 2 >= allBytes) continue;
    if (live.length > 0) {
      const plain = await readPack(repository, cipher, id);
      const writer = new PackWriter(repository, cipher, new Map());
      for (const [sha256, offset, size] of live) await writer.add(sha256, plain.subarray(offset, offset + size));
      await writer.flush();
    }
    await remove(id);
  }
  const indexed = new Set(await listPacks(repository));
  for await (const key of repository.list("packs/")) {
    const match = /\/([0-9a-f]{64})\.pack$/.exec(key);
    if (!match || indexed.has(match[1])) continue;
    const stats = await repository.stat(key);
    if (stats && Date.now() - stats.modifiedAt > UNFINISHED_PACK_AGE_MS) {
      await repository.delete(key);
      removed++;
    }
  }
  return removed;
}
