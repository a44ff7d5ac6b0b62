import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import { returnToQueue } from "../../documents/document-status.js";
import { announceChanged } from "../../documents/documents-of-hash.js";
import type { JobRow } from "./job-row.js";

/** Gives a job back when the worker stops cleanly: queued again at once, the interrupted try not counted. */
export async function releaseJob(ctx: AppContext, job: JobRow): Promise<void> {
  const now = nowIso();
  const result = await ctx.db.kysely
    .updateTable("conversion_job")
    .set({ state: "queued", attempts: Math.max(0, job.attempts - 1), lease_owner: "", lease_until: null, run_after: now, updated_at: now })
    .where("id", "=", job.id)
    .where("run_id", "=", job.run_id)
    .where("state", "=", "running")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return;
  const ids = await returnToQueue(ctx.db.kysely, job.hash);
  await announceChanged(ctx, ids);
}
