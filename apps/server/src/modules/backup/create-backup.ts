import type { Storage } from "../storage/storage.js";
import { backupFiles, knownFiles } from "./backup-files.js";
import type { DatabaseSnapshot } from "../../db/portable/database-snapshot.js";
import { dumpTables } from "./dump-tables.js";
import { startProgress } from "./progress.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { listSnapshots, manifestKey, newSnapshotId, readManifest, type Manifest } from "./snapshot-layout.js";

export interface BackupSources {
  snapshot: DatabaseSnapshot;
  site: Storage;
}

/**
 * Takes a backup: the database's rows at one moment, then every stored file (by content: a file already in the
 * repository is not written again), then the manifest. Until the manifest is written the snapshot does not count.
 */
export async function createBackup(sources: BackupSources, repository: Storage, cipher: RepositoryCipher, out?: NodeJS.WriteStream): Promise<Manifest> {
  const startedAt = new Date();
  const id = newSnapshotId(startedAt);
  const previousId = (await listSnapshots(repository)).at(-1);
  const previous = previousId ? await readManifest(repository, previousId) : undefined;
  const tablesProgress = startProgress("数据表 / tables", sources.snapshot.tables.length, out);
  const tables = await dumpTables(sources.snapshot, repository, cipher, id, tablesProgress);
  tablesProgress.done();
  const filesProgress = startProgress("文件 / files", undefined, out);
  const files = await backupFiles(sources.site, repository, cipher, id, await knownFiles(repository, cipher, previous), filesProgress);
  filesProgress.done();
  const manifest: Manifest = {
    format: 1,
    id,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    dialect: sources.snapshot.dialect,
    migrations: sources.snapshot.migrations,
    encrypted: cipher.encrypted,
    tables,
    files,
  };
  await repository.putBuffer(manifestKey(id), Buffer.from(JSON.stringify(manifest, null, 1)));
  return manifest;
}
