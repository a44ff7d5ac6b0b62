import type { AppContext } from "../../context.js";
import { claimPass, recordBatch, releasePass, type PassCursor } from "./claim-pass.js";
import { repairPage, type StoredPage } from "./repair-page.js";
import { SVG_FORMATS } from "./repair-progress.js";
import { requeueConversion } from "./requeue-file.js";

export interface RepairRunOptions {
  /** A process-wide unique name of this runner (the pass's lease holder). */
  owner: string;
  /** Pages read per batch; progress is recorded after each. */
  batchSize?: number;
  /** Pause between batches, so that the server keeps answering requests while the pass runs. */
  pauseMs?: number;
  /** Asked between batches: true ends the run and gives the pass up (it resumes from its cursor next time). */
  stopping?: () => boolean;
}

function nextPages(ctx: AppContext, cursor: PassCursor, limit: number): Promise<StoredPage[]> {
  return ctx.db.kysely
    .selectFrom("document_page")
    .select(["hash", "page", "format", "version"])
    .where("format", "in", SVG_FORMATS)
    .where((eb) => eb.or([eb("hash", ">", cursor.hash), eb.and([eb("hash", "=", cursor.hash), eb("page", ">", cursor.page)])]))
    .orderBy("hash")
    .orderBy("page")
    .limit(limit)
    .execute();
}

/** Files whose conversion is queued or running: it writes every page again, so their pages are left to it. */
export async function convertingHashes(ctx: AppContext, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await ctx.db.kysely
    .selectFrom("conversion_job")
    .select("hash")
    .where("hash", "in", hashes)
    .where("state", "in", ["queued", "running"])
    .execute();
  return new Set(rows.map((row) => row.hash));
}

/**
 * Walks every stored SVG page in (hash, page) order from where the pass stands, in batches: each page is read and
 * checked, a page broken by mupdf's data-text attributes is stored again without them, and a file with a page
 * that stays broken is sent back to conversion. Progress is recorded after each batch, so a restarted server
 * resumes where it stopped. Returns true when the pass is done (now or before).
 */
export async function runPageRepair(ctx: AppContext, options: RepairRunOptions): Promise<boolean> {
  const batchSize = options.batchSize ?? 50;
  const claimed = await claimPass(ctx, options.owner);
  if (claimed === "done") return true;
  if (claimed === "taken") return false;
  let cursor = claimed;
  const sentToConversion = new Set<string>();
  for (;;) {
    if (options.stopping?.()) {
      await releasePass(ctx, options.owner);
      return false;
    }
    const pages = await nextPages(ctx, cursor, batchSize);
    const converting = await convertingHashes(ctx, [...new Set(pages.map((page) => page.hash))]);
    const batch = { cursor, checked: 0, repaired: 0, requeued: 0, finished: pages.length < batchSize };
    for (const page of pages) {
      batch.checked++;
      batch.cursor = { hash: page.hash, page: page.page };
      if (converting.has(page.hash) || sentToConversion.has(page.hash)) continue;
      const { verdict, fault } = await repairPage(ctx, page);
      if (verdict === "repaired") batch.repaired++;
      if (verdict === "missing") ctx.log.warn("stored page image missing", { hash: page.hash, page: page.page });
      if (verdict !== "broken") continue;
      sentToConversion.add(page.hash);
      if (await requeueConversion(ctx, page.hash)) batch.requeued++;
      else ctx.log.warn("broken page image of a file no converted document uses", { hash: page.hash, page: page.page, fault });
    }
    if (!(await recordBatch(ctx, options.owner, batch))) return false;
    if (batch.finished) return true;
    cursor = batch.cursor;
    await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 20));
  }
}
