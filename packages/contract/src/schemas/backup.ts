import { z } from "zod";
import { pageQuery } from "../query.js";

/** Where a backup run stands, and what started it (modules/backup). */
export const backupRunStatuses = ["running", "done", "failed"] as const;
export type BackupRunStatus = (typeof backupRunStatuses)[number];
export const backupRunTriggers = ["schedule", "manual"] as const;
export type BackupRunTrigger = (typeof backupRunTriggers)[number];

/** One backup of the site (ours): when, where to, how big, how long, and how it ended. */
export const backupRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(backupRunTriggers),
  target: z.string(),
  status: z.enum(backupRunStatuses),
  started_at: z.string(),
  /** Absent while the run is under way. */
  finished_at: z.string().optional(),
  snapshot_id: z.string(),
  /** The snapshot's size: its database part and every file it lists. */
  size: z.number().int(),
  /** What this run added to the backup location (unchanged files are stored once across backups). */
  bytes_written: z.number().int(),
  file_count: z.number().int(),
  duration_ms: z.number().int(),
  /** Why the run failed, in full; "" otherwise. */
  error: z.string(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupRunListQuerySchema = z.object({ ...pageQuery });
export const backupRunListReplySchema = z.object({ total: z.number().int(), backup_run: z.array(backupRunSchema) });
export type BackupRunListReply = z.infer<typeof backupRunListReplySchema>;

export const backupMessages = {
  running: "已有备份正在进行，请等它结束后再试",
  noTarget: "请先在备份设置中填写备份位置",
} as const;

/** "HH:MM" on a 24-hour clock. */
export const isBackupTime = (value: string) => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);

/** A folder (an absolute path) or s3://bucket/prefix. */
export const isBackupTarget = (value: string) => /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](?:\/[^\s]*)?$/.test(value) || (value.startsWith("/") && !value.includes("\0"));
