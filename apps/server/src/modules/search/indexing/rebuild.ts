import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import { badRequest } from "../../../http/errors.js";
import { searchBackend } from "../backend/select-backend.js";
import { docTypeName, searchSource, type SearchSource } from "../sources.js";
import { indexItems, REBUILD_CHUNK } from "./index-items.js";
import { enqueueItems } from "./queue.js";
import { removeItems } from "./remove-items.js";
import "../tables.js";

const COUNT_PAGE = 10_000;
const LEASE_MS = 2 * 60_000;
const PURGE_BATCH = 500;

async function countIds(ctx: AppContext, source: SearchSource): Promise<number> {
  let total = 0;
  for (let after = 0; ; ) {
    const ids = await source.listIds(ctx, after, COUNT_PAGE);
    total += ids.length;
    if (ids.length < COUNT_PAGE) return total;
    after = ids[ids.length - 1]!;
  }
}

/**
 * Starts re-reading every item of a type from its source, in the background (a worker runs `rebuildStep`). The
 * index keeps answering meanwhile; items the source no longer has are removed at the end. Restarts resume.
 */
export async function startRebuild(ctx: AppContext, docType: 0 | 1): Promise<void> {
  const source = searchSource(docTypeName[docType]);
  if (!source) throw badRequest(docType === 0 ? "文档索引不可用" : "文章索引不可用");
  const total = await countIds(ctx, source);
  const indexed = await ctx.db.kysely.selectFrom("search_item").select("key").limit(1).executeTakeFirst();
  if (!indexed) await searchBackend(ctx).beginBulkLoad();
  const now = nowIso();
  const previous = await ctx.db.kysely.selectFrom("search_job").select("generation").where("doc_type", "=", docType).executeTakeFirst();
  const job = {
    status: "running", generation: (previous?.generation ?? 0) + 1, cursor: 0, total, done: 0, locked_until: "", started_at: now,
    finished_at: "", error: "",
  };
  await ctx.db.kysely
    .insertInto("search_job")
    .values({ doc_type: docType, ...job })
    .onConflict((oc) => oc.column("doc_type").doUpdateSet(job))
    .execute();
}

async function purgeStale(ctx: AppContext, docType: 0 | 1, generation: number) {
  for (;;) {
    const stale = await ctx.db.kysely
      .selectFrom("search_item")
      .select("key")
      .where("doc_type", "=", docType)
      .where("generation", "<", generation)
      .limit(PURGE_BATCH)
      .execute();
    if (stale.length === 0) return;
    await removeItems(ctx, stale.map((s) => Number(s.key)));
  }
}

/** Advances a running rebuild by one batch; false when none is running (or another worker holds it). */
export async function rebuildStep(ctx: AppContext, batch = 4 * REBUILD_CHUNK): Promise<boolean> {
  const db = ctx.db.kysely;
  const now = nowIso();
  const job = await db.selectFrom("search_job").selectAll().where("status", "=", "running").where("locked_until", "<", now).executeTakeFirst();
  if (!job) return false;
  const docType = job.doc_type as 0 | 1;
  const source = searchSource(docTypeName[docType]);
  if (!source) return false;
  const claimed = await db
    .updateTable("search_job")
    .set({ locked_until: new Date(Date.now() + LEASE_MS).toISOString() })
    .where("doc_type", "=", docType)
    .where("locked_until", "=", job.locked_until)
    .where("cursor", "=", job.cursor)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  try {
    const ids = await source.listIds(ctx, Number(job.cursor), batch);
    if (ids.length === 0) {
      await purgeStale(ctx, docType, job.generation);
      await searchBackend(ctx).optimize();
      await db.updateTable("search_job").set({ status: "done", locked_until: "", finished_at: nowIso() }).where("doc_type", "=", docType).execute();
      return true;
    }
    const outcome = await indexItems(ctx, docType, ids, job.generation, REBUILD_CHUNK);
    await enqueueItems(ctx, docType, outcome.failed.map((f) => f.id));
    await db
      .updateTable("search_job")
      .set({ cursor: ids[ids.length - 1], done: job.done + ids.length, locked_until: "" })
      .where("doc_type", "=", docType)
      .execute();
  } catch (error) {
    const message = String((error as Error)?.message ?? error).slice(0, 1000);
    await db.updateTable("search_job").set({ status: "failed", error: message, locked_until: "", finished_at: nowIso() }).where("doc_type", "=", docType).execute();
    ctx.log.error("search index rebuild failed", { docType, error: message });
  }
  return true;
}
