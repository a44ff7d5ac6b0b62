import type { Generated } from "kysely";
import type { BackupRunStatus, BackupRunTrigger } from "@wenku/contract";

/** One scheduled or manual backup and its result (migration 0800). */
export interface BackupRunTable {
  id: Generated<number>;
  trigger: BackupRunTrigger;
  /** The folder or s3://bucket/prefix written to. */
  target: string;
  status: BackupRunStatus;
  started_at: string;
  finished_at: string | null;
  /** The snapshot's id in the repository; "" until it is written. */
  snapshot_id: Generated<string>;
  /** The snapshot's size: its database part and every file it lists. */
  size_bytes: Generated<number>;
  /** Bytes this run added to the repository (files already there from earlier backups are not counted). */
  bytes_written: Generated<number>;
  file_count: Generated<number>;
  duration_ms: Generated<number>;
  error: Generated<string>;
}

declare module "../../db/schema.js" {
  interface Database {
    backup_run: BackupRunTable;
  }
}
