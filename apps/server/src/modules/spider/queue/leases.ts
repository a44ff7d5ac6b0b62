import { SpiderDocumentStatus, SpiderUrlStatus } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import { isoIn } from "./claim.js";

/** Running status → the queue it goes back to when its worker is gone. */
const documentQueues = [
  [SpiderDocumentStatus.downloading, SpiderDocumentStatus.downloadQueue],
  [SpiderDocumentStatus.publishing, SpiderDocumentStatus.publishQueue],
] as const;

/**
 * Puts back in their queue the rows whose lease ran out: the process working on them stopped or died (a restart),
 * so nothing stays "collecting", "downloading" or "publishing" for good.
 */
export async function recoverExpiredLeases(ctx: AppContext): Promise<void> {
  const db = ctx.db.kysely;
  const now = nowIso();
  await db
    .updateTable("spider_url")
    .set({ status: SpiderUrlStatus.pending, lease_until: "", updated_at: now })
    .where("status", "=", SpiderUrlStatus.crawling)
    .where("lease_until", "<", now)
    .execute();
  for (const [running, queue] of documentQueues) {
    await db
      .updateTable("spider_document")
      .set({ status: queue, lease_until: "", updated_at: now })
      .where("status", "=", running)
      .where("lease_until", "<", now)
      .execute();
  }
}

/** Extends the leases of the rows this process works on. */
export async function renewLeases(ctx: AppContext, urlIds: number[], documentIds: number[], leaseMs: number): Promise<void> {
  const db = ctx.db.kysely;
  const until = isoIn(leaseMs);
  if (urlIds.length > 0) {
    await db.updateTable("spider_url").set({ lease_until: until }).where("id", "in", urlIds).where("status", "=", SpiderUrlStatus.crawling).execute();
  }
  if (documentIds.length > 0) {
    await db
      .updateTable("spider_document")
      .set({ lease_until: until })
      .where("id", "in", documentIds)
      .where("status", "in", [SpiderDocumentStatus.downloading, SpiderDocumentStatus.publishing])
      .execute();
  }
}
