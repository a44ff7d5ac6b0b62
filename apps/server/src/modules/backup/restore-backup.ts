import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { migrateToLatest } from "../../db/migrate.js";
import type { Storage } from "../storage/storage.js";
import { loadRows, type TableDump } from "../../db/portable/load-rows.js";
import { startProgress } from "./progress.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { restoreFiles } from "./restore-files.js";
import { ensureRestoreState, readRestoreState, writeRestoreState } from "../../db/portable/restore-state.js";
import { appliedMigrations, migrateToSnapshot } from "../../db/portable/schema-version.js";
import { listSnapshots, readLines, readManifest, tableKey, type Manifest } from "./snapshot-layout.js";

export interface RestoreTarget {
  db: Db;
  site: Storage;
}

/** Whether the target already holds a site: members or documents in its database, or any stored file. */
async function holdsSite(target: RestoreTarget): Promise<boolean> {
  if ((await appliedMigrations(target.db)).length > 0) {
    for (const table of ["user", "document"]) {
      const { rows } = await sql<{ found: number }>`select 1 as found from ${sql.table(table)} limit 1`.execute(target.db.kysely);
      if (rows.length > 0) return true;
    }
  }
  for await (const key of target.site.list("")) if (key) return true;
  return false;
}

/** The snapshot to restore: the one named, or the repository's latest finished one. */
export async function chooseSnapshot(repository: Storage, id: string | undefined): Promise<Manifest> {
  const chosen = id ?? (await listSnapshots(repository)).at(-1);
  if (!chosen) throw new Error("该位置没有完成的备份 / no finished backup there");
  return readManifest(repository, chosen);
}

/**
 * Restores a snapshot into the target: its schema version, then its rows (one transaction) and its files (each
 * verified) side by side, then this version's newer migrations. A restore killed at any point and run again continues where it stopped;
 * a target holding another site is refused unless `force`. Returns the manifest restored; the caller then
 * rebuilds what the backup leaves out (rebuild-derived.ts) and calls `finishRestore`.
 */
export async function restoreBackup(
  target: RestoreTarget,
  repository: Storage,
  cipher: RepositoryCipher,
  options: { snapshotId?: string; force?: boolean; out?: NodeJS.WriteStream },
): Promise<Manifest> {
  const manifest = await chooseSnapshot(repository, options.snapshotId);
  if (manifest.encrypted !== cipher.encrypted) throw new Error("备份的加密方式与该位置不符 / encryption mismatch");
  await ensureRestoreState(target.db);
  const state = await readRestoreState(target.db);
  const resuming = state?.snapshotId === manifest.id && state.phase !== "done";
  if (!resuming && !options.force && (await holdsSite(target))) {
    throw new Error("目标已有站点的数据；确认要覆盖请加 --force / the target already holds a site: add --force to replace it");
  }
  if (!resuming || state.phase === "rows" || state.phase === "files") {
    if (!resuming) {
      await migrateToSnapshot(target.db, manifest.migrations);
      // From here on a run killed and run again resumes this restore (the files written so far make the target look taken).
      await writeRestoreState(target.db.kysely, manifest.id, "rows");
    }
    // The rows are loaded (one transaction) while the files are copied: a restore resumed before the rows were in
    // loads them again whole, and copies only the files not there yet.
    const loadingRows = !resuming || state.phase === "rows";
    const rows = startProgress("数据表 / tables", Object.keys(manifest.tables).length, options.out, true);
    const files = startProgress("文件 / files", manifest.files.count, options.out);
    const dumps: Record<string, TableDump> = Object.fromEntries(
      Object.entries(manifest.tables).map(([table, entry]) => [
        table,
        { rows: entry.rows, lines: () => readLines(repository, cipher, tableKey(manifest.id, table), entry.sha256) },
      ]),
    );
    const [rowsPart, filesPart] = await Promise.allSettled([
      loadingRows
        ? loadRows(target.db, dumps, (table) => rows.add(1, manifest.tables[table].size), (trx) => writeRestoreState(trx, manifest.id, "files")).finally(() => rows.done())
        : Promise.resolve(),
      restoreFiles(target.site, repository, cipher, manifest, files, resuming).finally(() => files.done()),
    ]);
    if (rowsPart.status === "rejected") throw rowsPart.reason;
    if (filesPart.status === "rejected") throw filesPart.reason;
    await writeRestoreState(target.db.kysely, manifest.id, "derived");
  }
  await migrateToLatest(target.db);
  return manifest;
}

export async function finishRestore(target: RestoreTarget, manifest: Manifest): Promise<void> {
  await writeRestoreState(target.db.kysely, manifest.id, "done");
}
