import type { AppContext } from "../../context.js";
import { claimLease, leaseOwnerName, releaseLease, renewLease, requestCount, requestRun } from "./lease.js";

export interface ExclusiveOptions {
  /** How long the lease outlives a holder that stopped renewing it (died): then another process may run the job. */
  leaseMs?: number;
}

/**
 * Runs `work` in one process of the cluster at a time. The request is recorded first; when another process is
 * running the job, it runs once more after its current run (so this request is served) and "taken" is returned.
 * While `work` runs its lease is renewed; a request that comes meanwhile makes it run again before the lease is
 * given up.
 */
export async function runExclusive(ctx: AppContext, name: string, work: () => Promise<void>, options: ExclusiveOptions = {}): Promise<"ran" | "taken"> {
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const owner = leaseOwnerName();
  await requestRun(ctx, name);
  if (!(await claimLease(ctx, name, owner, leaseMs))) return "taken";
  const heartbeat = setInterval(() => {
    renewLease(ctx, name, owner, leaseMs).catch((error: unknown) => ctx.log.warn(`lease renewal of ${name} failed`, { err: error }));
  }, Math.max(50, Math.floor(leaseMs / 3)));
  heartbeat.unref();
  try {
    for (;;) {
      const seen = await requestCount(ctx, name);
      await work();
      if (await releaseLease(ctx, name, owner, seen)) return "ran";
      // Not released: a request came meanwhile (run again), or the lease was lost (its new holder serves it).
      if (!(await renewLease(ctx, name, owner, leaseMs))) return "ran";
    }
  } catch (error) {
    // The work's error is the one to throw; a lease not released expires by itself.
    await releaseLease(ctx, name, owner).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}
