import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import "./tables.js";

export const STATE = "main";

/** How long a generation stays one process's without renewal: another takes over from a process that died. */
export const LEASE_MS = 10 * 60_000;

const leaseEnd = () => new Date(Date.now() + LEASE_MS).toISOString();

/** The state row, created on first use. */
export async function readSitemapState(ctx: AppContext) {
  const db = ctx.db.kysely;
  const row = await db.selectFrom("sitemap_state").selectAll().where("name", "=", STATE).executeTakeFirst();
  if (row) return row;
  await db
    .insertInto("sitemap_state")
    .values({ name: STATE, generation: "", generated_at: null, domain: "", url_count: 0, file_count: 0, requested_at: null, lease_owner: "", lease_until: null, updated_at: nowIso() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  return db.selectFrom("sitemap_state").selectAll().where("name", "=", STATE).executeTakeFirstOrThrow();
}

/** Takes (or renews) the lease for `owner`; false while another live process holds it. */
export async function claimSitemapLease(ctx: AppContext, owner: string): Promise<boolean> {
  await readSitemapState(ctx);
  const now = nowIso();
  const claimed = await ctx.db.kysely
    .updateTable("sitemap_state")
    .set({ lease_owner: owner, lease_until: leaseEnd(), updated_at: now })
    .where("name", "=", STATE)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now), eb("lease_owner", "=", owner)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function releaseSitemapLease(ctx: AppContext, owner: string): Promise<void> {
  await ctx.db.kysely
    .updateTable("sitemap_state")
    .set({ lease_owner: "", lease_until: null, updated_at: nowIso() })
    .where("name", "=", STATE)
    .where("lease_owner", "=", owner)
    .execute();
}

/** Asks for a generation the lease holder or the next worker round will run. */
export async function requestSitemap(ctx: AppContext): Promise<void> {
  await readSitemapState(ctx);
  const now = nowIso();
  await ctx.db.kysely.updateTable("sitemap_state").set({ requested_at: now, updated_at: now }).where("name", "=", STATE).execute();
}

/** Makes `generation` the served sitemap, if `owner` still holds the lease. */
export async function publishGeneration(
  ctx: AppContext,
  owner: string,
  published: { generation: string; generatedAt: string; domain: string; urlCount: number; fileCount: number; startedAt: string },
): Promise<boolean> {
  const result = await ctx.db.kysely
    .updateTable("sitemap_state")
    .set((eb) => ({
      generation: published.generation,
      generated_at: published.generatedAt,
      domain: published.domain,
      url_count: published.urlCount,
      file_count: published.fileCount,
      // A request that came in after this generation started is still owed one.
      requested_at: eb.case().when("requested_at", "<=", published.startedAt).then(null).else(eb.ref("requested_at")).end(),
      updated_at: published.generatedAt,
    }))
    .where("name", "=", STATE)
    .where("lease_owner", "=", owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
