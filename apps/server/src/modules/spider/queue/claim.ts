import type { Selectable } from "kysely";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import type { SpiderDocumentTable, SpiderUrlTable } from "../tables.js";

export type SpiderUrlRow = Selectable<SpiderUrlTable>;
export type SpiderDocumentRow = Selectable<SpiderDocumentTable>;

export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * Takes the next due link in `from` status by moving it to `to` under a lease. The update is conditional on the
 * status read, so two workers (in this process or another) never take the same row.
 */
export async function claimUrl(ctx: AppContext, from: number, to: number, leaseMs: number): Promise<SpiderUrlRow | undefined> {
  const db = ctx.db.kysely;
  const now = nowIso();
  const candidates = await db.selectFrom("spider_url").selectAll().where("status", "=", from).where("run_after", "<=", now).orderBy("id").limit(5).execute();
  for (const row of candidates) {
    const taken = { status: to, attempts: row.attempts + 1, lease_until: isoIn(leaseMs), updated_at: now };
    const result = await db.updateTable("spider_url").set(taken).where("id", "=", row.id).where("status", "=", from).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return { ...row, ...taken };
  }
  return undefined;
}

/** As claimUrl, for documents (download queue → downloading, publish queue → publishing). */
export async function claimDocument(ctx: AppContext, from: number, to: number, leaseMs: number): Promise<SpiderDocumentRow | undefined> {
  const db = ctx.db.kysely;
  const now = nowIso();
  const candidates = await db
    .selectFrom("spider_document")
    .selectAll()
    .where("status", "=", from)
    .where("run_after", "<=", now)
    .orderBy("id")
    .limit(5)
    .execute();
  for (const row of candidates) {
    const taken = { status: to, attempts: row.attempts + 1, lease_until: isoIn(leaseMs), updated_at: now };
    const result = await db.updateTable("spider_document").set(taken).where("id", "=", row.id).where("status", "=", from).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return { ...row, ...taken };
  }
  return undefined;
}
