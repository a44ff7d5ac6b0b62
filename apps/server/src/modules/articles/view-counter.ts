import type { AppContext } from "../../context.js";
import "./tables.js";

const FLUSH_INTERVAL_MS = 1000;

interface PendingViews {
  counts: Map<number, number>;
  timer?: NodeJS.Timeout;
  flushing?: Promise<void>;
}

const pendingByContext = new WeakMap<AppContext, PendingViews>();

function pendingOf(ctx: AppContext): PendingViews {
  let pending = pendingByContext.get(ctx);
  if (!pending) {
    pending = { counts: new Map() };
    pendingByContext.set(ctx, pending);
    ctx.hooks.onShutdown.push(() => flushArticleViews(ctx));
  }
  return pending;
}

/**
 * Counts a view of an article without touching the database on the request's path: views are added up in memory
 * and written once a second (one statement per viewed article) and at shutdown.
 */
export function countArticleView(ctx: AppContext, articleId: number): void {
  const pending = pendingOf(ctx);
  pending.counts.set(articleId, (pending.counts.get(articleId) ?? 0) + 1);
  pending.timer ??= setTimeout(() => {
    pending.timer = undefined;
    flushArticleViews(ctx).catch((error) => ctx.log.warn("article views not written", { error: String(error) }));
  }, FLUSH_INTERVAL_MS).unref();
}

/** Writes the counted views now; a failed write keeps its views for the next flush. */
export async function flushArticleViews(ctx: AppContext): Promise<void> {
  const pending = pendingOf(ctx);
  await pending.flushing;
  const counts = pending.counts;
  if (counts.size === 0) return;
  pending.counts = new Map();
  pending.flushing = (async () => {
    try {
      for (const [id, views] of counts) {
        await ctx.db.kysely.updateTable("article").set((eb) => ({ view_count: eb("view_count", "+", views) })).where("id", "=", id).execute();
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
