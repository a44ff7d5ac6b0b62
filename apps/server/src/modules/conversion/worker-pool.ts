import crypto from "node:crypto";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AppContext } from "../../context.js";
import { warmUpKeywords } from "../documents/keywords.js";
import { cpuCount, readConverterSettings } from "./converter-settings.js";
import { stopLoadedEngine } from "./engine-loader.js";
import { failJob } from "./fail-job.js";
import { claimJob } from "./queue/claim-job.js";
import { releaseJob } from "./queue/release-job.js";
import { renewLease } from "./queue/renew-lease.js";
import type { JobRow } from "./queue/job-row.js";
import { syncPendingDocuments } from "./queue/sync-pending.js";
import { runJob } from "./run-job.js";

export interface PoolOptions {
  /** How often the queue is looked at when nothing woke the pool. */
  pollMs?: number;
  /** How long a claimed job stays this worker's without a heartbeat. */
  leaseMs?: number;
  /** First retry delay; later ones grow ×4. */
  retryBaseMs?: number;
}

export interface ConversionPool {
  wake(): void;
  /** Stops taking jobs, interrupts running ones and gives them back to the queue. */
  stop(): Promise<void>;
  /** Settles when the pool has stopped. */
  done: Promise<void>;
  runningJobs(): number;
}

interface Running {
  controller: AbortController;
  promise: Promise<void>;
}

const dayMs = 24 * 3_600_000;

async function removeStaleWorkDirs(root: string) {
  await fsp.mkdir(root, { recursive: true });
  for (const name of await fsp.readdir(root)) {
    const dir = path.join(root, name);
    const stat = await fsp.stat(dir).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > dayMs) await fsp.rm(dir, { recursive: true, force: true });
  }
}

/**
 * The conversion workers of this process: up to `converter.workers` jobs at once (0 = one per core), taken from
 * the database queue under leases that a heartbeat renews. A job whose process died is taken over when its
 * lease expires. Document changes wake the pool, so new uploads start converting at once.
 */
export function startConversionPool(ctx: AppContext, options: PoolOptions = {}): ConversionPool {
  const pollMs = options.pollMs ?? 2_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const owner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;
  const workRoot = path.join(ctx.env.dataDir, "tmp", "convert");
  const running = new Map<number, Running>();
  let stopping = false;
  let woken = false;
  let wakeUp: (() => void) | null = null;

  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = null;
    });

  function start(job: JobRow) {
    const controller = new AbortController();
    const concurrency = Math.max(1, Math.floor(cpuCount() / (running.size + 1)));
    const heartbeat = setInterval(() => {
      renewLease(ctx, job, leaseMs)
        .then((mine) => mine || controller.abort(new Error("lease lost")))
        .catch((error: unknown) => ctx.log.warn("lease renewal failed", { job: job.id, err: error }));
    }, Math.max(50, Math.floor(leaseMs / 3)));
    const promise = (async () => {
      try {
        await runJob(ctx, job, { signal: controller.signal, concurrency, workRoot });
      } catch (error) {
        if (stopping && controller.signal.aborted) return releaseJob(ctx, job);
        if (controller.signal.aborted) return;
        const settings = await readConverterSettings(ctx);
        const outcome = await failJob(ctx, job, error, settings.maxAttempts, retryBaseMs);
        ctx.log.warn(`conversion of ${job.hash} failed (${outcome})`, { attempt: job.attempts, err: error });
      }
    })()
      .catch((error: unknown) => ctx.log.error("conversion bookkeeping failed", { job: job.id, err: error }))
      .finally(() => {
        clearInterval(heartbeat);
        running.delete(job.id);
        wake();
      });
    running.set(job.id, { controller, promise });
  }

  async function tick() {
    await syncPendingDocuments(ctx);
    const { workers } = await readConverterSettings(ctx);
    while (!stopping && running.size < workers) {
      const job = await claimJob(ctx, owner, leaseMs);
      if (!job) break;
      start(job);
    }
  }

  const done = (async () => {
    warmUpKeywords();
    await removeStaleWorkDirs(workRoot).catch((error: unknown) => ctx.log.warn("could not clean conversion folder", { err: error }));
    while (!stopping) {
      woken = false;
      try {
        await tick();
      } catch (error) {
        ctx.log.error("conversion queue failed", { err: error });
      }
      if (!woken && !stopping) await idle();
    }
    for (const job of running.values()) job.controller.abort(new Error("worker stopping"));
    await Promise.allSettled([...running.values()].map((job) => job.promise));
  })();

  ctx.events.on("document.changed", wake);

  return {
    wake,
    runningJobs: () => running.size,
    done,
    async stop() {
      stopping = true;
      wake();
      await done;
      await stopLoadedEngine();
    },
  };
}

/** The worker entry of modules/index.ts: runs until the server shuts down. */
export function conversionWorkers(ctx: AppContext): () => Promise<void> {
  return () => {
    const pool = startConversionPool(ctx, { leaseMs: ctx.env.conversionLeaseMs });
    ctx.hooks.onShutdown.push(() => pool.stop());
    return pool.done;
  };
}
