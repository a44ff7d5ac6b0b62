import type { AppContext } from "../../context.js";
import { claimDue } from "../cluster-lease/lease.js";
import { runExclusive } from "../cluster-lease/run-exclusive.js";
import { collectStorage } from "./collect-storage.js";

/** How often the cluster collects, how long after start a worker first asks, and how often it asks again. */
export const COLLECT_EVERY_MS = 60 * 60_000;
export const FIRST_COLLECTION_MS = 60_000;
export const COLLECT_CHECK_MS = 5 * 60_000;
/** The collection's lease (modules/cluster-lease): one process of the cluster collects at a time. */
const GC_JOB = "storage-gc";

interface Runner {
  running?: Promise<void>;
  /** Asked again while running: run once more afterwards. */
  again: boolean;
  closed: boolean;
}

const runners = new WeakMap<AppContext, Runner>();

function runnerOf(ctx: AppContext): Runner {
  let runner = runners.get(ctx);
  if (!runner) {
    runner = { again: false, closed: false };
    runners.set(ctx, runner);
  }
  return runner;
}

/**
 * One collection in one process of the cluster at a time: when another process is collecting, it collects once
 * more afterwards instead. A periodic one runs only when the cluster's hourly collection is due.
 */
export async function collectInCluster(ctx: AppContext, reason: string, periodic: boolean): Promise<"ran" | "taken" | "not due"> {
  if (periodic && !(await claimDue(ctx, GC_JOB, COLLECT_EVERY_MS))) return "not due";
  return runExclusive(ctx, GC_JOB, async () => {
    const result = await collectStorage(ctx);
    if (result.attachments + result.unused + result.failed > 0) ctx.log.info("storage garbage collected", { reason, ...result });
  });
}

/**
 * Starts a collection in the background and returns at once (callers never wait for it; failures are logged).
 * One collection runs at a time per process, and in the cluster one at a time across processes (collectInCluster);
 * a request during a run makes it run once more when done.
 */
export function requestCollection(ctx: AppContext, reason: string, periodic = false): void {
  const runner = runnerOf(ctx);
  if (runner.closed) return;
  if (runner.running) {
    runner.again = true;
    return;
  }
  runner.running = (async () => {
    let onlyIfDue = periodic;
    do {
      runner.again = false;
      try {
        await collectInCluster(ctx, reason, onlyIfDue);
      } catch (error) {
        ctx.log.error("storage garbage collection failed", { reason, err: error });
      }
      onlyIfDue = false;
    } while (runner.again && !runner.closed);
  })().finally(() => {
    runner.running = undefined;
  });
}

/** Resolves when no collection is running (tests, shutdown). */
export function collectionSettled(ctx: AppContext): Promise<void> {
  return runnerOf(ctx).running ?? Promise.resolve();
}

/** No collection starts any more; the running one is awaited. */
async function closeCollection(ctx: AppContext): Promise<void> {
  runnerOf(ctx).closed = true;
  await collectionSettled(ctx);
}

/** Every server process (modules/index.ts extraHandlers): collect right after attachments are deleted. */
export function storageGcHandlers(ctx: AppContext): [] {
  ctx.events.on("attachment.deleted", () => requestCollection(ctx, "purge"));
  ctx.hooks.onShutdown.push(() => closeCollection(ctx));
  return [];
}

/**
 * The background worker (modules/index.ts workers): asks whether the hourly collection is due, shortly after start
 * and then every few minutes, so that with several workers it runs about hourly in one of them.
 */
export function storageGcWorker(ctx: AppContext): () => Promise<void> {
  return () =>
    new Promise<void>((stopped) => {
      const first = setTimeout(() => requestCollection(ctx, "start", true), FIRST_COLLECTION_MS);
      const every = setInterval(() => requestCollection(ctx, "interval", true), COLLECT_CHECK_MS);
      first.unref();
      every.unref();
      ctx.hooks.onShutdown.push(async () => {
        clearTimeout(first);
        clearInterval(every);
        await closeCollection(ctx);
        stopped();
      });
    });
}
