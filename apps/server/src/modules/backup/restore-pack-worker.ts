import { serveRequests } from "../../workers/serve-requests.js";
import { restorePackFiles, type PackRestoreJob } from "./restore-pack.js";

/** Worker thread of restore-files.ts: restores the files of one pack at a time into a local site. */
serveRequests((job: PackRestoreJob) => restorePackFiles(job));
