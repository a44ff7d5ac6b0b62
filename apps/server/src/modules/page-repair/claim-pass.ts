import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { countSvgPages, DATA_TEXT_PASS } from "./repair-progress.js";
import "./tables.js";

/** A pass over stored pages: its row's name in `page_repair` and what it counts as its total when it begins. */
export interface PassKind {
  name: string;
  countTotal(ctx: AppContext): Promise<number>;
}

export const dataTextPass: PassKind = { name: DATA_TEXT_PASS, countTotal: countSvgPages };

/** How long a pass stays one process's without progress: another process takes over a pass whose runner died. */
export const PASS_LEASE_MS = 5 * 60_000;

export interface PassCursor {
  hash: string;
  page: number;
}

const leaseEnd = () => new Date(Date.now() + PASS_LEASE_MS).toISOString();

/**
 * Takes the pass for `owner` (created on first use, counting the pages it has to check), unless it is done or
 * another live process runs it. Returns where the walk stands.
 */
export async function claimPass(ctx: AppContext, owner: string, kind: PassKind = dataTextPass): Promise<PassCursor | "done" | "taken"> {
  const db = ctx.db.kysely;
  const now = nowIso();
  const exists = await db.selectFrom("page_repair").select("pass").where("pass", "=", kind.name).executeTakeFirst();
  if (!exists) {
    const total = await kind.countTotal(ctx);
    await db
      .insertInto("page_repair")
      .values({ pass: kind.name, cursor_hash: "", cursor_page: 0, checked: 0, repaired: 0, requeued: 0, total, lease_owner: "", lease_until: null, finished_at: null, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("pass").doNothing())
      .execute();
  }
  const claimed = await db
    .updateTable("page_repair")
    .set({ lease_owner: owner, lease_until: leaseEnd(), updated_at: now })
    .where("pass", "=", kind.name)
    .where("finished_at", "is", null)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now), eb("lease_owner", "=", owner)]))
    .returning(["cursor_hash", "cursor_page"])
    .executeTakeFirst();
  if (claimed) return { hash: claimed.cursor_hash, page: Number(claimed.cursor_page) };
  const row = await db.selectFrom("page_repair").select("finished_at").where("pass", "=", kind.name).executeTakeFirst();
  return row?.finished_at ? "done" : "taken";
}

export interface BatchResult {
  cursor: PassCursor;
  checked: number;
  repaired: number;
  requeued: number;
  finished: boolean;
}

/** Records a batch and renews the lease; false when the pass is no longer `owner`'s (nothing recorded then). */
export async function recordBatch(ctx: AppContext, owner: string, batch: BatchResult, kind: PassKind = dataTextPass): Promise<boolean> {
  const now = nowIso();
  const updated = await ctx.db.kysely
    .updateTable("page_repair")
    .set((eb) => ({
      cursor_hash: batch.cursor.hash,
      cursor_page: batch.cursor.page,
      checked: eb("checked", "+", batch.checked),
      repaired: eb("repaired", "+", batch.repaired),
      requeued: eb("requeued", "+", batch.requeued),
      lease_until: batch.finished ? null : leaseEnd(),
      lease_owner: batch.finished ? "" : owner,
      finished_at: batch.finished ? now : null,
      updated_at: now,
    }))
    .where("pass", "=", kind.name)
    .where("lease_owner", "=", owner)
    .where("finished_at", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Gives the pass up (a server shutting down), so that the next process to start resumes it at once. */
export async function releasePass(ctx: AppContext, owner: string, kind: PassKind = dataTextPass): Promise<void> {
  await ctx.db.kysely
    .updateTable("page_repair")
    .set({ lease_owner: "", lease_until: null, updated_at: nowIso() })
    .where("pass", "=", kind.name)
    .where("lease_owner", "=", owner)
    .execute();
}
