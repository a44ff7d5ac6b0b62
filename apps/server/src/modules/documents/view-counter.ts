import type { AppContext } from "../../context.js";

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
    ctx.hooks.onShutdown.push(() => flushDocumentViews(ctx));
  }
  return pending;
}

/**
 * Counts a view of a document page without touching the database on the request's path: views are added up in
 * memory and written once a second (one statement per viewed document) and at shutdown.
 */
export function countDocumentView(ctx: AppContext, documentId: number): void {
  const pending = pendingOf(ctx);
  pending.counts.set(documentId, (pending.counts.get(documentId) ?? 0) + 1);
  pending.timer ??= setTimeout(() => {
    pending.timer = undefined;
    flushDocumentViews(ctx).catch((error) => ctx.log.warn("document views not written", { error: String(error) }));
  }, FLUSH_INTERVAL_MS).unref();
}

/** Writes the counted views now; views counted meanwhile wait for the next flush. A failed write keeps its views. */
export async function flushDocumentViews(ctx: AppContext): Promise<void> {
  const pending = pendingOf(ctx);
  await pending.flushing;
  const counts = pending.counts;
  if (counts.size === 0) return;
  pending.counts = new Map();
  pending.flushing = (async () => {
    const db = ctx.db.kysely;
    try {
      for (const [id, views] of counts) {
        await db.updateTable("document").set((eb) => ({ view_count: eb("view_count", "+", views) })).where("id", "=", id).execute();
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
