import crypto from "node:crypto";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import { markConverting } from "../../documents/document-status.js";
import { announceChanged } from "../../documents/documents-of-hash.js";
import { isoIn, type JobRow } from "./job-row.js";

/**
 * Takes the next job that is due, or whose lease expired (its worker died), under a new lease. The update is
 * conditional on the run id read, so two workers — in this process or another — never take the same job.
 * Its documents become "converting" (1).
 */
export async function claimJob(ctx: AppContext, owner: string, leaseMs: number): Promise<JobRow | null> {
  const db = ctx.db.kysely;
  const now = nowIso();
  const candidates = await db
    .selectFrom("conversion_job")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb("state", "=", "queued"), eb("run_after", "<=", now)]),
        eb.and([eb("state", "=", "running"), eb("lease_until", "<", now)]),
      ]),
    )
    .orderBy("run_after")
    .orderBy("id")
    .limit(5)
    .execute();
  for (const candidate of candidates) {
    const claimed = await db
      .updateTable("conversion_job")
      .set({
        state: "running",
        lease_owner: owner,
        lease_until: isoIn(leaseMs),
        attempts: candidate.attempts + 1,
        run_id: crypto.randomBytes(6).toString("hex"),
        updated_at: now,
      })
      .where("id", "=", candidate.id)
      .where("state", "=", candidate.state)
      .where("run_id", "=", candidate.run_id)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) continue;
    const ids = await markConverting(db, claimed.hash);
    await announceChanged(ctx, ids);
    return claimed;
  }
  return null;
}
