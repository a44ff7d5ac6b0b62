import type { IndexStats } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { countRows } from "../../db/list-query.js";
import { searchBackend } from "./backend/select-backend.js";
import "./tables.js";

const CACHE_MS = 30_000;
const sizeCache = new WeakMap<AppContext, { at: number; bytes: number }>();

/** Measuring the index walks its pages, so the size is measured at most every 30 seconds. */
async function indexBytes(ctx: AppContext): Promise<number> {
  const cached = sizeCache.get(ctx);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.bytes;
  const bytes = await searchBackend(ctx).storageBytes();
  sizeCache.set(ctx, { at: Date.now(), bytes });
  return bytes;
}

/** What the dashboard shows of the index: items per type, pages, size on disk, queue, rebuild progress. */
export async function searchIndexStats(ctx: AppContext): Promise<IndexStats> {
  const db = ctx.db.kysely;
  const counts = await db.selectFrom("search_item").select(["doc_type", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("doc_type").execute();
  const count = (type: number) => Number(counts.find((c) => c.doc_type === type)?.n ?? 0);
  const pages = await countRows(db.selectFrom("search_page"));
  const queue = await countRows(db.selectFrom("search_queue"));
  const jobs = await db.selectFrom("search_job").selectAll().orderBy("doc_type").execute();
  return {
    document_count: count(0),
    article_count: count(1),
    page_count: pages,
    size: await indexBytes(ctx),
    queue,
    rebuild: jobs.map((j) => ({
      doc_type: j.doc_type, status: j.status, total: j.total, done: Math.min(j.done, j.total), started_at: j.started_at,
      finished_at: j.finished_at, error: j.error,
    })),
  };
}
