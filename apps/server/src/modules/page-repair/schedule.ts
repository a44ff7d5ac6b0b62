import crypto from "node:crypto";
import os from "node:os";
import type { AppContext } from "../../context.js";
import { runLayoutBackfill } from "./run-layout-backfill.js";
import { runPageRepair } from "./run-page-repair.js";

/** The pass begins this long after start, once the server has settled; a failed or contended one is tried again later. */
export const FIRST_REPAIR_MS = 10_000;
export const RETRY_REPAIR_MS = 10 * 60_000;

type PassRun = (ctx: AppContext, options: { owner: string; stopping: () => boolean }) => Promise<boolean>;

/**
 * The background worker (modules/index.ts workers): runs the page repair pass once, at start, until it is done —
 * resuming where an earlier run stopped — and then stays idle until the server shuts down.
 */
export function pageRepairWorker(ctx: AppContext): () => Promise<void> {
  return passWorker(ctx, "page image repair", runPageRepair);
}

/** The same for the layout backfill (run-layout-backfill.ts): the words' positions of pages converted before them. */
export function layoutBackfillWorker(ctx: AppContext): () => Promise<void> {
  return passWorker(ctx, "page layout backfill", runLayoutBackfill);
}

function passWorker(ctx: AppContext, label: string, run: PassRun): () => Promise<void> {
  const owner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;
  return () =>
    new Promise<void>((stopped) => {
      let stopping = false;
      let running: Promise<void> | undefined;
      let timer: NodeJS.Timeout | undefined;
      const attempt = () => {
        running = run(ctx, { owner, stopping: () => stopping })
          .then((done) => {
            if (done) ctx.log.info(`${label} done`);
            else schedule(RETRY_REPAIR_MS);
          })
          .catch((error: unknown) => {
            ctx.log.error(`${label} failed`, { err: error });
            schedule(RETRY_REPAIR_MS);
          });
      };
      const schedule = (delayMs: number) => {
        if (stopping) return;
        timer = setTimeout(attempt, delayMs);
        timer.unref();
      };
      schedule(FIRST_REPAIR_MS);
      ctx.hooks.onShutdown.push(async () => {
        stopping = true;
        clearTimeout(timer);
        await running;
        stopped();
      });
    });
}
