import { backupRunListQuerySchema, backupRunListReplySchema, backupRunSchema } from "../schemas/backup.js";
import { apiRoute } from "./api-route.js";

/** Backups of the site from the back office (ours): the runs so far, and one now. */
export const backupEndpoints = {
  listRuns: apiRoute({
    method: "GET", path: "/api/v1/backup/run/list", title: "备份记录", access: "admin", query: backupRunListQuerySchema, reply: backupRunListReplySchema,
  }),
  startRun: apiRoute({ method: "POST", path: "/api/v1/backup/run", title: "立即备份", access: "admin", reply: backupRunSchema }),
};
