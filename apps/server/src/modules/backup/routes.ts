import { backupEndpoints, backupMessages } from "@wenku/contract";
import { conflict } from "../../http/errors.js";
import { defineRoute } from "../../http/route.js";
import { listRuns } from "./backup-run-rows.js";
import { startBackup } from "./run-backup.js";

/** 系统设置 → 备份: the runs, newest first, and 立即备份 (409 while one runs). */
export const backupRoutes = [
  defineRoute(backupEndpoints.listRuns, {
    handler: ({ ctx, query }) => listRuns(ctx, query.page ?? 1, query.size ?? 10),
  }),
  defineRoute(backupEndpoints.startRun, {
    async handler({ ctx }) {
      const run = await startBackup(ctx, "manual");
      if (!run) throw conflict(backupMessages.running);
      return run;
    },
  }),
];
