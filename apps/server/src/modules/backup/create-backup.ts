import type { Storage } from "../storage/storage.js";
import { backupFiles, knownFiles } from "./backup-files.js";
import type { DatabaseAddress } from "../../db/portable/database-snapshot.js";
import { dumpTablesInThread } from "./dump-tables-in-thread.js";
import { startProgress } from "./progress.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { listSnapshots, manifestKey, newSnapshotId, readManifest, type Manifest } from "./snapshot-layout.js";

export interface BackupSources {
  /** The site's database: its snapshot is taken by the thread that dumps its tables (dump-tables-in-thread.ts). */
  database: DatabaseAddress;
  site: Storage;
}

/**
 * Takes a backup: the database's rows at one moment and every stored file (by content: a file already in the
 * repository is not written again), side by side, then the manifest. Until the manifest is written the snapshot does not count.
 */
export async function createBackup(sources: BackupSources, repository: Storage, cipher: RepositoryCipher, out?: NodeJS.WriteStream): Promise<Manifest> {
  const startedAt = new Date();
  const id = newSnapshotId(startedAt);
  const previousId = (await listSnapshots(repository)).at(-1);
  const previous = previousId ? await readManifest(repository, previousId) : undefined;
  // The tables are dumped by a thread of their own while the files are read and hashed by others.
  const tablesProgress = startProgress("数据表 / tables", undefined, out, true);
  const filesProgress = startProgress("文件 / files", undefined, out);
  // Both are awaited to their end, so a failure of one never leaves the other still reading the snapshot.
  const [tablesPart, filesPart] = await Promise.allSettled([
    dumpTablesInThread(sources.database, repository, cipher, id)
      .then((part) => {
        tablesProgress.add(Object.keys(part.tables).length, Object.values(part.tables).reduce((sum, table) => sum + table.size, 0));
        return part;
      })
      .finally(() => tablesProgress.done()),
    knownFiles(repository, cipher, previous)
      .then((known) => backupFiles(sources.site, repository, cipher, id, known, filesProgress))
      .finally(() => filesProgress.done()),
  ]);
  if (tablesPart.status === "rejected") throw tablesPart.reason;
  if (filesPart.status === "rejected") throw filesPart.reason;
  const { dialect, migrations, tables } = tablesPart.value;
  const files = filesPart.value;
  const manifest: Manifest = {
    format: 1,
    id,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    dialect,
    migrations,
    encrypted: cipher.encrypted,
    tables,
    files,
  };
  await repository.putBuffer(manifestKey(id), Buffer.from(JSON.stringify(manifest, null, 1)));
  return manifest;
}
