import type { AppContext } from "../../context.js";
import { collectHash, type DeletedAttachment } from "./collect-hash.js";
import { markUnusedUploads } from "./mark-unused-uploads.js";

const BATCH = 200;

export interface CollectionResult {
  /** Unused uploads older than the retention, marked deleted by this run. */
  unused: number;
  /** Deleted attachment rows settled (deleted, or kept as blacklist entries). */
  attachments: number;
  /** Hashes whose files and derived data were removed. */
  removed: number;
  /** Hashes whose files stay because something live still uses them. */
  kept: number;
  /** Hashes left for a later run (a conversion of them is running). */
  deferred: number;
  /** Hashes whose collection failed (logged; retried by the next run). */
  failed: number;
}

/**
 * Storage garbage collection: marks stale unused uploads deleted, then collects every deleted attachment not
 * collected yet, one hash at a time (collect-hash.ts), in id order and in batches. A hash that fails is logged
 * and left for the next run.
 */
export async function collectStorage(ctx: AppContext, now: Date = new Date()): Promise<CollectionResult> {
  const result: CollectionResult = { unused: await markUnusedUploads(ctx, now), attachments: 0, removed: 0, kept: 0, deferred: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const rows = await ctx.db.kysely
      .selectFrom("attachment")
      .select(["id", "hash", "path"])
      .where("deleted_at", "is not", null)
      .where("collected_at", "is", null)
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    afterId = Number(rows[rows.length - 1].id);
    const byHash = new Map<string, DeletedAttachment[]>();
    for (const row of rows) {
      const list = byHash.get(row.hash) ?? [];
      list.push({ id: Number(row.id), hash: row.hash, path: row.path });
      byHash.set(row.hash, list);
    }
    for (const [hash, group] of byHash) {
      try {
        const outcome = await collectHash(ctx, hash, group, now);
        result[outcome] += 1;
        if (outcome !== "deferred") result.attachments += group.length;
      } catch (error) {
        result.failed += 1;
        ctx.log.warn("storage garbage collection of a file failed", { hash, err: error });
      }
    }
  }
  return result;
}
