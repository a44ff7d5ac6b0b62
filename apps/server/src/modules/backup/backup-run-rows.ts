import type { BackupRun, BackupRunTrigger } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import type { Selectable } from "kysely";
import { nowIso } from "../../db/columns.js";
import type { BackupRunTable } from "./tables.js";
import "./tables.js";

/** What a finished backup reports (from the thread that ran it). */
export interface BackupOutcome {
  snapshotId: string;
  size: number;
  bytesWritten: number;
  fileCount: number;
}

export function backupRunView(row: Selectable<BackupRunTable>): BackupRun {
  return {
    id: Number(row.id),
    trigger: row.trigger,
    target: row.target,
    status: row.status,
    started_at: row.started_at,
    ...(row.finished_at ? { finished_at: row.finished_at } : {}),
    snapshot_id: row.snapshot_id,
    size: Number(row.size_bytes),
    bytes_written: Number(row.bytes_written),
    file_count: Number(row.file_count),
    duration_ms: Number(row.duration_ms),
    error: row.error,
  };
}

export async function insertRun(ctx: AppContext, trigger: BackupRunTrigger, target: string): Promise<Selectable<BackupRunTable>> {
  return ctx.db.kysely
    .insertInto("backup_run")
    .values({ trigger, target, status: "running", started_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const durationSince = (startedAt: string) => Math.max(0, Date.now() - Date.parse(startedAt));

export async function finishRun(ctx: AppContext, run: Selectable<BackupRunTable>, outcome: BackupOutcome): Promise<void> {
  await ctx.db.kysely
    .updateTable("backup_run")
    .set({
      status: "done",
      finished_at: nowIso(),
      snapshot_id: outcome.snapshotId,
      size_bytes: outcome.size,
      bytes_written: outcome.bytesWritten,
      file_count: outcome.fileCount,
      duration_ms: durationSince(run.started_at),
    })
    .where("id", "=", run.id)
    .execute();
}

export async function failRun(ctx: AppContext, run: Selectable<BackupRunTable>, error: string): Promise<void> {
  await ctx.db.kysely
    .updateTable("backup_run")
    .set({ status: "failed", finished_at: nowIso(), duration_ms: durationSince(run.started_at), error })
    .where("id", "=", run.id)
    .execute();
}

/**
 * Runs left "running" by a process that died (or recorded in a backup that was then restored): called by the
 * holder of the backup lease, so none of them is really running.
 */
export async function failInterruptedRuns(ctx: AppContext): Promise<void> {
  await ctx.db.kysely
    .updateTable("backup_run")
    .set({ status: "failed", finished_at: nowIso(), error: "备份被中断：执行它的进程已退出" })
    .where("status", "=", "running")
    .execute();
}

export async function lastRunStartedAt(ctx: AppContext): Promise<Date | undefined> {
  const row = await ctx.db.kysely.selectFrom("backup_run").select("started_at").orderBy("started_at", "desc").limit(1).executeTakeFirst();
  return row ? new Date(row.started_at) : undefined;
}

/** The runs, newest first, a page at a time. */
export async function listRuns(ctx: AppContext, page: number, size: number): Promise<{ total: number; backup_run: BackupRun[] }> {
  const limit = Math.min(Math.max(size, 1), 100);
  const offset = (Math.max(page, 1) - 1) * limit;
  const rows = await ctx.db.kysely.selectFrom("backup_run").selectAll().orderBy("started_at", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute();
  const { total } = await ctx.db.kysely
    .selectFrom("backup_run")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirstOrThrow();
  return { total: Number(total), backup_run: rows.map(backupRunView) };
}
