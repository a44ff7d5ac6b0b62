import { backupMessages, type BackupRun, type BackupRunTrigger } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest, conflict } from "../../http/errors.js";
import { claimLease, leaseOwnerName, releaseLease, renewLease } from "../cluster-lease/lease.js";
import { backupRunView, failInterruptedRuns, failRun, finishRun, insertRun } from "./backup-run-rows.js";
import { runBackupInThread } from "./backup-pool.js";
import { readBackupSettings } from "./backup-settings.js";

/** The variables that choose the site's storage and reach S3, as this process has them (the thread gets these). */
const storageEnvironment = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name, value]) => value !== undefined && /^WENKU_(STORAGE|S3_)/.test(name))) as Record<string, string>;

/** The backup's lease (modules/cluster-lease): one backup at a time across the cluster. */
const BACKUP_JOB = "backup";
const LEASE_MS = 5 * 60_000;

const running = new WeakMap<AppContext, Promise<void>>();

/** Resolves when this process runs no backup (tests, shutdown). */
export function backupSettled(ctx: AppContext): Promise<void> {
  return running.get(ctx) ?? Promise.resolve();
}

export interface StartOptions {
  /** Asked again once the lease is held (another process may have just run it); false: nothing is started. */
  stillWanted?: () => Promise<boolean>;
}

/**
 * Starts a backup under the cluster's backup lease and returns its run (status running); the backup goes on in the
 * backup thread, and its result is recorded on the run. Refused (409) while a backup runs anywhere in the cluster.
 * Returns undefined when `stillWanted` says no.
 */
export async function startBackup(ctx: AppContext, trigger: BackupRunTrigger, options: StartOptions = {}): Promise<BackupRun | undefined> {
  const settings = await readBackupSettings(ctx);
  if (!settings.target) throw badRequest(backupMessages.noTarget);
  const owner = leaseOwnerName();
  if (running.has(ctx) || !(await claimLease(ctx, BACKUP_JOB, owner, LEASE_MS))) throw conflict(backupMessages.running);
  let run;
  try {
    if (options.stillWanted && !(await options.stillWanted())) {
      await releaseLease(ctx, BACKUP_JOB, owner);
      return undefined;
    }
    await failInterruptedRuns(ctx);
    run = await insertRun(ctx, trigger, settings.target);
  } catch (error) {
    // The error that matters is rethrown; a lease left behind expires by itself.
    await releaseLease(ctx, BACKUP_JOB, owner).catch(() => undefined);
    throw error;
  }
  const started = run;
  const heartbeat = setInterval(() => {
    renewLease(ctx, BACKUP_JOB, owner, LEASE_MS).catch((error: unknown) => ctx.log.warn("backup lease renewal failed", { err: error }));
  }, LEASE_MS / 3);
  heartbeat.unref();
  const work = (async () => {
    try {
      const result = await runBackupInThread({
        databaseUrl: ctx.env.databaseUrl,
        dataDir: ctx.env.dataDir,
        target: settings.target,
        passphrase: settings.passphrase,
        keep: settings.keep,
        storageEnv: storageEnvironment(),
      });
      if (result.ok) await finishRun(ctx, started, result.outcome);
      else {
        ctx.log.error("backup failed", { target: settings.target, error: result.error });
        await failRun(ctx, started, result.error);
      }
    } catch (error) {
      ctx.log.error("backup could not be recorded", { err: error });
    } finally {
      clearInterval(heartbeat);
      await releaseLease(ctx, BACKUP_JOB, owner).catch((error: unknown) => ctx.log.warn("backup lease not released; it expires by itself", { err: error }));
    }
  })();
  running.set(ctx, work);
  void work.finally(() => running.delete(ctx));
  return backupRunView(started);
}
