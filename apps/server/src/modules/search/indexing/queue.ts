import crypto from "node:crypto";
import { sql } from "kysely";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import "../tables.js";

export interface QueuedItem {
  id: number;
  doc_type: 0 | 1;
  item_id: number;
  version: number;
}

const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Asks for items to be re-read from their source; a request for an item already waiting is merged into it. */
export async function enqueueItems(ctx: AppContext, docType: 0 | 1, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  const now = nowIso();
  await ctx.db.kysely
    .insertInto("search_queue")
    .values([...new Set(itemIds)].map((item_id) => ({ doc_type: docType, item_id, queued_at: now })))
    .onConflict((oc) =>
      oc.columns(["doc_type", "item_id"]).doUpdateSet({
        version: sql`search_queue.version + 1`,
        locked_until: "",
        owner: "",
        attempts: 0,
        error: "",
        queued_at: now,
      }),
    )
    .execute();
}

/** Takes up to `limit` waiting items of these types under a lease, so that parallel workers never share one. */
export async function claimQueued(ctx: AppContext, docTypes: Array<0 | 1>, limit: number): Promise<{ owner: string; items: QueuedItem[] }> {
  const owner = crypto.randomUUID();
  const now = nowIso();
  const db = ctx.db.kysely;
  if (docTypes.length === 0) return { owner, items: [] };
  const candidates = await db
    .selectFrom("search_queue")
    .select("id")
    .where("locked_until", "<", now)
    .where("doc_type", "in", docTypes)
    .orderBy("id")
    .limit(limit)
    .execute();
  if (candidates.length === 0) return { owner, items: [] };
  await db
    .updateTable("search_queue")
    .set({ locked_until: isoIn(LEASE_MS), owner })
    .where("id", "in", candidates.map((c) => c.id))
    .where("locked_until", "<", now)
    .execute();
  const items = await db.selectFrom("search_queue").select(["id", "doc_type", "item_id", "version"]).where("owner", "=", owner).execute();
  return { owner, items: items.map((i) => ({ ...i, doc_type: i.doc_type as 0 | 1, item_id: Number(i.item_id) })) };
}

/** Done: removed, unless a newer request came in meanwhile — that one is released for the next round. */
export async function completeQueued(ctx: AppContext, owner: string, items: QueuedItem[]): Promise<void> {
  for (const item of items) {
    await ctx.db.kysely.deleteFrom("search_queue").where("id", "=", item.id).where("version", "=", item.version).execute();
  }
  await ctx.db.kysely.updateTable("search_queue").set({ locked_until: "", owner: "" }).where("owner", "=", owner).execute();
}

/** Failed: retried later, waiting twice as long after each failure (up to an hour). */
export async function failQueued(ctx: AppContext, items: Array<QueuedItem & { error: string }>): Promise<void> {
  for (const item of items) {
    const row = await ctx.db.kysely.selectFrom("search_queue").select("attempts").where("id", "=", item.id).executeTakeFirst();
    const attempts = (row?.attempts ?? 0) + 1;
    await ctx.db.kysely
      .updateTable("search_queue")
      .set({ attempts, error: item.error.slice(0, 1000), owner: "", locked_until: isoIn(Math.min(MAX_BACKOFF_MS, 15_000 * 2 ** attempts)) })
      .where("id", "=", item.id)
      .execute();
  }
}
