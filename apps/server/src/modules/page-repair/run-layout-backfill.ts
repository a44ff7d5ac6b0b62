import type { AppContext } from "../../context.js";
import { backfillFile } from "./backfill-file.js";
import { claimPass, recordBatch, releasePass, type PassCursor } from "./claim-pass.js";
import { layoutPass } from "./layout-progress.js";
import { convertingHashes, type RepairRunOptions } from "./run-page-repair.js";

/** Files without a layout after the cursor, in hash order. */
async function nextFiles(ctx: AppContext, cursor: PassCursor, limit: number): Promise<string[]> {
  const rows = await ctx.db.kysely
    .selectFrom("document_page")
    .select("hash")
    .distinct()
    .where("layout", "is", null)
    .where("hash", ">", cursor.hash)
    .orderBy("hash")
    .limit(limit)
    .execute();
  return rows.map((row) => row.hash);
}

/**
 * Walks the files with pages converted before their layout was stored, in hash order from where the pass stands,
 * a few files per batch: each is read again from its original (backfill-file.ts). Progress is recorded after each
 * batch, so a restarted server resumes at the next file. Returns true when the pass is done (now or before).
 */
export async function runLayoutBackfill(ctx: AppContext, options: RepairRunOptions & { signal?: AbortSignal }): Promise<boolean> {
  const batchSize = options.batchSize ?? 5;
  const claimed = await claimPass(ctx, options.owner, layoutPass);
  if (claimed === "done") return true;
  if (claimed === "taken") return false;
  let cursor = claimed;
  for (;;) {
    if (options.stopping?.()) {
      await releasePass(ctx, options.owner, layoutPass);
      return false;
    }
    const hashes = await nextFiles(ctx, cursor, batchSize);
    const converting = await convertingHashes(ctx, hashes);
    const batch = { cursor, checked: 0, repaired: 0, requeued: 0, finished: hashes.length < batchSize };
    for (const hash of hashes) {
      batch.checked++;
      batch.cursor = { hash, page: 0 };
      // A conversion queued or running writes every page's layout itself.
      if (converting.has(hash)) continue;
      const outcome = await backfillFile(ctx, hash, options.signal);
      if ("filled" in outcome) batch.repaired += outcome.filled;
      else {
        batch.requeued++;
        ctx.log.warn("page layout backfill: original unreadable", { hash, reason: outcome.failed });
      }
    }
    if (!(await recordBatch(ctx, options.owner, batch, layoutPass))) return false;
    if (batch.finished) return true;
    cursor = batch.cursor;
    await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 20));
  }
}
