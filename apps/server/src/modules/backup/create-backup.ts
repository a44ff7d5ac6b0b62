import type { Storage } from "../storage/storage.js";
import { LocalStorage } from "../storage/local-storage.js";
import { backupFiles, knownFiles } from "./backup-files.js";
import { openDatabaseSnapshot, type DatabaseAddress } from "../../db/portable/database-snapshot.js";
import { dumpTables } from "./dump-tables.js";
import { dumpTablesInThread, type TablesPart } from "./dump-tables-in-thread.js";
import { startProgress, type Progress } from "./progress.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { listSnapshots, manifestKey, newSnapshotId, readManifest, type FileEntry, type Manifest } from "./snapshot-layout.js";

export interface BackupSources {
  /** The site's database: its snapshot is one read transaction, opened before any file is read. */
  database: DatabaseAddress;
  site: Storage;
}

type Parts = { tables: TablesPart; files: Manifest["files"] };

/**
 * A local site into a local repository: the database's snapshot is opened first, then helper threads read the files
 * while this thread dumps the tables (no thread of their own to start) and joins the files' reading after.
 */
async function backUpLocally(sources: BackupSources, repository: Storage, cipher: RepositoryCipher, id: string, known: Map<string, FileEntry>, progress: { tables: Progress; files: Progress }): Promise<Parts> {
  const snapshot = await openDatabaseSnapshot(sources.database);
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= snapshot.close());
  let tables: TablesPart | undefined;
  try {
    const files = await backupFiles(sources.site, repository, cipher, id, known, progress.files, async () => {
      try {
        tables = { dialect: snapshot.dialect, migrations: snapshot.migrations, tables: await dumpTables(snapshot, repository, cipher, id, progress.tables) };
      } finally {
        // The read transaction ends as soon as the rows are written: it need not hold the database's old pages longer.
        await close();
        progress.tables.done();
      }
    });
    return { tables: tables as TablesPart, files };
  } finally {
    await close();
  }
}

/** Elsewhere (S3): the tables are dumped by a thread of their own while this one reads and writes the files. */
async function backUpSideBySide(sources: BackupSources, repository: Storage, cipher: RepositoryCipher, id: string, known: Map<string, FileEntry>, progress: { tables: Progress; files: Progress }): Promise<Parts> {
  // Both are awaited to their end, so a failure of one never leaves the other still reading the snapshot.
  const [tables, files] = await Promise.allSettled([
    dumpTablesInThread(sources.database, repository, cipher, id)
      .then((part) => {
        progress.tables.add(Object.keys(part.tables).length, Object.values(part.tables).reduce((sum, table) => sum + table.size, 0));
        return part;
      })
      .finally(() => progress.tables.done()),
    backupFiles(sources.site, repository, cipher, id, known, progress.files),
  ]);
  if (tables.status === "rejected") throw tables.reason;
  if (files.status === "rejected") throw files.reason;
  return { tables: tables.value, files: files.value };
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
  const known = await knownFiles(repository, cipher, previous);
  const progress = { tables: startProgress("数据表 / tables", undefined, out, true), files: startProgress("文件 / files", undefined, out) };
  const local = sources.site instanceof LocalStorage && repository instanceof LocalStorage;
  let parts: Parts;
  try {
    parts = await (local ? backUpLocally : backUpSideBySide)(sources, repository, cipher, id, known, progress);
  } finally {
    progress.files.done();
  }
  const { dialect, migrations, tables } = parts.tables;
  const manifest: Manifest = {
    format: 1,
    id,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    dialect,
    migrations,
    encrypted: cipher.encrypted,
    tables,
    files: parts.files,
  };
  await repository.putBuffer(manifestKey(id), Buffer.from(JSON.stringify(manifest, null, 1)));
  return manifest;
}
