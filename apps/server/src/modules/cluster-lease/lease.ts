import crypto from "node:crypto";
import os from "node:os";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import "./tables.js";

const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A name for one holder of leases: unique across machines, processes and the contexts of one process. */
export const leaseOwnerName = () => `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;

async function ensureRow(ctx: AppContext, name: string): Promise<void> {
  await ctx.db.kysely
    .insertInto("cluster_lease")
    .values({ name, owner: "", lease_until: null, requests: 0, due_at: null, updated_at: nowIso() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

/**
 * Takes the job's lease for `owner` (or renews it when already theirs); false while another live process holds it.
 * One conditional UPDATE: on PostgreSQL the second of two racing claims waits for the first and then finds the
 * lease taken, so two processes never both succeed.
 */
export async function claimLease(ctx: AppContext, name: string, owner: string, leaseMs: number): Promise<boolean> {
  await ensureRow(ctx, name);
  const now = nowIso();
  const claimed = await ctx.db.kysely
    .updateTable("cluster_lease")
    .set({ owner, lease_until: isoIn(leaseMs), updated_at: now })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("owner", "=", ""), eb("lease_until", "is", null), eb("lease_until", "<", now), eb("owner", "=", owner)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Extends `owner`'s lease; false when it is no longer theirs. */
export async function renewLease(ctx: AppContext, name: string, owner: string, leaseMs: number): Promise<boolean> {
  const renewed = await ctx.db.kysely
    .updateTable("cluster_lease")
    .set({ lease_until: isoIn(leaseMs), updated_at: nowIso() })
    .where("name", "=", name)
    .where("owner", "=", owner)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/** How many runs were requested so far (compare before and after a run to see whether one came meanwhile). */
export async function requestCount(ctx: AppContext, name: string): Promise<number> {
  const row = await ctx.db.kysely.selectFrom("cluster_lease").select("requests").where("name", "=", name).executeTakeFirst();
  return Number(row?.requests ?? 0);
}

/** Records a request for a run, for whoever holds the lease now or takes it next. */
export async function requestRun(ctx: AppContext, name: string): Promise<void> {
  await ensureRow(ctx, name);
  await ctx.db.kysely
    .updateTable("cluster_lease")
    .set({ requests: sql<number>`requests + 1`, updated_at: nowIso() })
    .where("name", "=", name)
    .execute();
}

/**
 * Gives `owner`'s lease up. With `seenRequests`, only when no request came since that count was read: false then,
 * and the owner keeps the lease to run once more.
 */
export async function releaseLease(ctx: AppContext, name: string, owner: string, seenRequests?: number): Promise<boolean> {
  let release = ctx.db.kysely
    .updateTable("cluster_lease")
    .set({ owner: "", lease_until: null, updated_at: nowIso() })
    .where("name", "=", name)
    .where("owner", "=", owner);
  if (seenRequests !== undefined) release = release.where("requests", "=", seenRequests);
  return Number((await release.executeTakeFirst()).numUpdatedRows) === 1;
}

/**
 * Whether a periodic job is due, claiming this period for the caller: true for one caller across the cluster, which
 * moves the next due time `everyMs` ahead; false for every other until then.
 */
export async function claimDue(ctx: AppContext, name: string, everyMs: number): Promise<boolean> {
  await ensureRow(ctx, name);
  const now = nowIso();
  const claimed = await ctx.db.kysely
    .updateTable("cluster_lease")
    .set({ due_at: isoIn(everyMs), updated_at: now })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("due_at", "is", null), eb("due_at", "<=", now)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
