import type { AppContext } from "../context.js";

const FLUSH_INTERVAL_MS = 1000;

/** The tables whose rows count their views in a `view_count` column. */
type TableWithViews = "document" | "article";

interface PendingViews {
  counts: Map<number, number>;
  timer?: NodeJS.Timeout;
  flushing?: Promise<void>;
}

export interface ViewCounter {
  /** Counts one view of the row; written within a second, not on the request's path. */
  count: (ctx: AppContext, id: number) => void;
  /** Writes the counted views now; views counted meanwhile wait for the next flush. A failed write keeps its views. */
  flush: (ctx: AppContext) => Promise<void>;
}

/**
 * Counts views without touching the database on the request's path: views are added up in memory and written once a
 * second (one statement per viewed row) and at shutdown.
 */
export function createViewCounter(table: TableWithViews): ViewCounter {
  const pendingByContext = new WeakMap<AppContext, PendingViews>();

  function pendingOf(ctx: AppContext): PendingViews {
    let pending = pendingByContext.get(ctx);
    if (!pending) {
      pending = { counts: new Map() };
      pendingByContext.set(ctx, pending);
      ctx.hooks.onShutdown.push(() => flush(ctx));
    }
    return pending;
  }

  function count(ctx: AppContext, id: number): void {
    const pending = pendingOf(ctx);
    pending.counts.set(id, (pending.counts.get(id) ?? 0) + 1);
    pending.timer ??= setTimeout(() => {
      pending.timer = undefined;
      flush(ctx).catch((error: unknown) => ctx.log.warn(`${table} views not written`, { err: error }));
    }, FLUSH_INTERVAL_MS).unref();
  }

  async function flush(ctx: AppContext): Promise<void> {
    const pending = pendingOf(ctx);
    await pending.flushing;
    const counts = pending.counts;
    if (counts.size === 0) return;
    pending.counts = new Map();
    pending.flushing = (async () => {
      try {
        for (const [id, views] of counts) {
          await ctx.db.kysely.updateTable(table).set((eb) => ({ view_count: eb("view_count", "+", views) })).where("id", "=", id).execute();
          counts.delete(id);
        }
      } finally {
        for (const [id, views] of counts) pending.counts.set(id, (pending.counts.get(id) ?? 0) + views);
      }
    })();
    try {
      await pending.flushing;
    } finally {
      pending.flushing = undefined;
    }
  }

  return { count, flush };
}
