import type { AppContext } from "../../context.js";
import { startPollingWorker } from "../../workers/polling-worker.js";
import { claimDue } from "../cluster-lease/lease.js";
import { purgePaymentNotifications } from "./purge-notifications.js";

/** How often the cluster purges old payment notifications, and how often a worker asks whether it is due. */
export const PURGE_EVERY_MS = 60 * 60_000;
const PURGE_CHECK_MS = 10 * 60_000;

/**
 * The background worker (modules/index.ts workers): about hourly, in one process of the cluster (claimDue), deletes
 * payment notifications past their retention.
 */
export function paymentNotificationPurgeWorker(ctx: AppContext): () => Promise<void> {
  return () => {
    const worker = startPollingWorker(ctx, {
      name: "payment notification purge",
      idleMs: PURGE_CHECK_MS,
      wakeOn: [],
      async step() {
        if (!(await claimDue(ctx, "payment-notification-purge", PURGE_EVERY_MS))) return false;
        const deleted = await purgePaymentNotifications(ctx);
        if (deleted > 0) ctx.log.info("payment notifications purged", { deleted });
        return false;
      },
    });
    ctx.hooks.onShutdown.push(() => worker.stop());
    return worker.done;
  };
}
