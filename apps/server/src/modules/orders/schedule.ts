import type { AppContext } from "../../context.js";
import { startPollingWorker } from "../../workers/polling-worker.js";
import { CLOSE_BATCH, closeExpiredOrders } from "./close-expired-orders.js";

/** How often unpaid orders past their deadline are looked for. */
const ORDER_CLOSE_CHECK_MS = 60_000;

/**
 * The background worker (modules/index.ts workers) closing unpaid orders past security.order_timeout_minute: at
 * start, then every minute. Deadlines are stored on the orders, so restarts lose nothing.
 */
export function orderCloseWorker(ctx: AppContext): () => Promise<void> {
  return () => {
    const worker = startPollingWorker(ctx, {
      name: "order auto-close",
      idleMs: ORDER_CLOSE_CHECK_MS,
      wakeOn: [],
      step: async () => (await closeExpiredOrders(ctx)) >= CLOSE_BATCH,
    });
    ctx.hooks.onShutdown.push(() => worker.stop());
    return worker.done;
  };
}
