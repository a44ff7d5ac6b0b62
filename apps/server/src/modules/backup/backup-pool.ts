import { startBundledWorker } from "../../workers/bundled-worker.js";
import { createRequestPool } from "../../workers/request-pool.js";
import type { BackupJob, BackupJobResult } from "./run-backup-job.js";

/** One thread for backups, started when one runs and ended soon after (holding the process open only while busy). */
const pool = createRequestPool<BackupJob, BackupJobResult>(() => startBundledWorker(import.meta.url, "backup-worker"), { size: 1, idleMs: 2_000 });

/** Runs a backup in the backup thread; a thread that cannot start or dies is a failed run. */
export async function runBackupInThread(job: BackupJob): Promise<BackupJobResult> {
  try {
    return await pool.run(job);
  } catch (error) {
    return { ok: false, error: `备份线程出错：${error instanceof Error ? error.message.split("\n")[0] : String(error)}` };
  }
}
