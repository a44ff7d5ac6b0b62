import type { AppContext } from "../../../context.js";
import { isoIn, type JobRow } from "./job-row.js";

/** Extends the lease of a running job; false when the job is no longer this run's (taken over or reset). */
export async function renewLease(ctx: AppContext, job: JobRow, leaseMs: number): Promise<boolean> {
  const result = await ctx.db.kysely
    .updateTable("conversion_job")
    .set({ lease_until: isoIn(leaseMs) })
    .where("id", "=", job.id)
    .where("run_id", "=", job.run_id)
    .where("state", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
