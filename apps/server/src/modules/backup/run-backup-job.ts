import { Writable } from "node:stream";
import { createStorageFromEnv } from "../storage/storage-config.js";
import type { Storage } from "../storage/storage.js";
import type { BackupOutcome } from "./backup-run-rows.js";
import { createBackup } from "./create-backup.js";
import { pruneBackups } from "./prune-backups.js";
import { openRepository } from "./repository.js";
import { openCipher, type RepositoryCipher } from "./repository-cipher.js";
import { filesKey, listSnapshots, readLines, readManifest, type FileEntry, type Manifest } from "./snapshot-layout.js";

export interface BackupJob {
  /** The site, as the server's environment names it. */
  databaseUrl: string | undefined;
  dataDir: string;
  target: string;
  passphrase: string;
  keep: number;
  /** WENKU_STORAGE and WENKU_S3_* of the server: the site's storage, and the credentials an s3:// target uses. */
  storageEnv: Record<string, string>;
}

export type BackupJobResult = { ok: true; outcome: BackupOutcome } | { ok: false; error: string };

const reasons: Record<string, string> = {
  EACCES: "没有写入权限",
  EPERM: "没有写入权限",
  ENOTDIR: "路径中有一段不是目录",
  EEXIST: "路径已被一个文件占用",
  EROFS: "所在的文件系统只读",
  ENOSPC: "磁盘空间不足",
};

/** A folder target that cannot be written, said in words; other errors as they are. */
function explain(target: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code && code in reasons) return `备份位置不可写：${target}（${reasons[code]}：${message}）`;
  return message;
}

/** Where a scheduled backup's progress lines go: nowhere (its result is recorded on the run). */
const noProgress = new Writable({ write: (_chunk, _encoding, done) => done() }) as unknown as NodeJS.WriteStream;

/** The contents (by SHA-256) a snapshot lists. */
async function contentsOf(repository: Storage, cipher: RepositoryCipher, id: string | undefined): Promise<Map<string, number>> {
  const contents = new Map<string, number>();
  if (id === undefined) return contents;
  const manifest = await readManifest(repository, id);
  for await (const [, sha256, size] of readLines<FileEntry>(repository, cipher, filesKey(id), manifest.files.sha256)) contents.set(sha256, size);
  return contents;
}

/** What a snapshot added to the repository: its database part, and the file contents the previous snapshot lacked. */
async function bytesAdded(repository: Storage, cipher: RepositoryCipher, manifest: Manifest, previousId: string | undefined): Promise<number> {
  const before = await contentsOf(repository, cipher, previousId);
  let added = Object.values(manifest.tables).reduce((sum, table) => sum + table.size, 0) + manifest.files.size;
  for (const [sha256, size] of await contentsOf(repository, cipher, manifest.id)) if (!before.has(sha256)) added += size;
  return added;
}

/**
 * One backup of the site to `target`, then the older ones pruned to the newest `keep`. Runs in a worker thread
 * (backup-worker.ts): SQLite's reads are synchronous and would otherwise hold the server's event loop.
 */
export async function runBackupJob(job: BackupJob): Promise<BackupJobResult> {
  try {
    if (job.passphrase !== "" && job.passphrase.length < 8) throw new Error("加密口令至少 8 个字符");
    const repository = openRepository(job.target, job.storageEnv);
    const cipher = await openCipher(repository, job.passphrase || undefined, true);
    const previousId = (await listSnapshots(repository)).at(-1);
    const site = createStorageFromEnv(job.dataDir, job.storageEnv);
    const manifest = await createBackup({ database: { databaseUrl: job.databaseUrl, dataDir: job.dataDir }, site }, repository, cipher, noProgress);
    const bytesWritten = await bytesAdded(repository, cipher, manifest, previousId);
    await pruneBackups(repository, cipher, job.keep);
    const tablesSize = Object.values(manifest.tables).reduce((sum, table) => sum + table.size, 0);
    return {
      ok: true,
      outcome: {
        snapshotId: manifest.id,
        size: tablesSize + manifest.files.size + manifest.files.bytes,
        bytesWritten,
        fileCount: manifest.files.count,
      },
    };
  } catch (error) {
    return { ok: false, error: explain(job.target, error) };
  }
}
