import { serveRequests } from "../../workers/serve-requests.js";
import { runBackupJob, type BackupJob } from "./run-backup-job.js";

/** Worker thread of backup-pool.ts: takes one backup at a time, off the server's event loop. */
serveRequests((job: BackupJob) => runBackupJob(job));
