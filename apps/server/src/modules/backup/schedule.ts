import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import { isBackupDue } from "./backup-due.js";
import { lastRunStartedAt } from "./backup-run-rows.js";
import { readBackupSettings } from "./backup-settings.js";
import { backupSettled, startBackup } from "./run-backup.js";

/** How often a worker asks whether the daily backup is due. */
export const BACKUP_CHECK_MS = 60_000;

/**
 * Starts the daily backup when it is switched on, its time has passed today and no run started since; across the
 * cluster one process runs it (the lease, then the question asked again under it). Waits for the backup to end.
 */
export async function runScheduledBackup(ctx: AppContext, now = new Date()): Promise<"off" | "not due" | "taken" | "ran"> {
  const settings = await readBackupSettings(ctx);
  if (!settings.enabled || !settings.target) return "off";
  const due = async () => isBackupDue(now, settings.time, await lastRunStartedAt(ctx));
  if (!(await due())) return "not due";
  try {
    const run = await startBackup(ctx, "schedule", { stillWanted: due });
    if (!run) return "not due";
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return "taken";
    throw error;
  }
  await backupSettled(ctx);
  return "ran";
}

/** Every server process (modules/index.ts extraHandlers): a backup under way is awaited at shutdown. */
export function backupHandlers(ctx: AppContext): [] {
  ctx.hooks.onShutdown.push(() => backupSettled(ctx));
  return [];
}

/** The background worker (modules/index.ts workers): asks every minute whether the daily backup is due. */
export function backupWorker(ctx: AppContext): () => Promise<void> {
  return () =>
    new Promise<void>((stopped) => {
      // One check at a time: a tick while a backup runs is skipped.
      let checking: Promise<unknown> | undefined;
      const every = setInterval(() => {
        checking ??= runScheduledBackup(ctx)
          .catch((error: unknown) => ctx.log.error("scheduled backup check failed", { err: error }))
          .finally(() => (checking = undefined));
      }, BACKUP_CHECK_MS);
      every.unref();
      ctx.hooks.onShutdown.push(async () => {
        clearInterval(every);
        await checking;
        stopped();
      });
    });
}
