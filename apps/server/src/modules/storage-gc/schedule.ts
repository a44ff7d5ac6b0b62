import type { AppContext } from "../../context.js";
import { collectStorage } from "./collect-storage.js";

/** How often the background worker collects, and how long after start it first does. */
export const COLLECT_EVERY_MS = 60 * 60_000;
export const FIRST_COLLECTION_MS = 60_000;

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
 * Starts a collection in the background and returns at once (callers never wait for it; failures are logged).
 * One collection runs at a time per server; a request during a run makes it run once more when done.
 */
export function requestCollection(ctx: AppContext, reason: string): void {
  const runner = runnerOf(ctx);
  if (runner.closed) return;
  if (runner.running) {
    runner.again = true;
    return;
  }
  runner.running = (async () => {
    do {
      runner.again = false;
      try {
        const result = await collectStorage(ctx);
        if (result.attachments + result.unused + result.failed > 0) ctx.log.info("storage garbage collected", { reason, ...result });
      } catch (error) {
        ctx.log.error("storage garbage collection failed", { reason, error: String(error) });
      }
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

/** The background worker (modules/index.ts workers): collects periodically until the server shuts down. */
export function storageGcWorker(ctx: AppContext): () => Promise<void> {
  return () =>
    new Promise<void>((stopped) => {
      const first = setTimeout(() => requestCollection(ctx, "start"), FIRST_COLLECTION_MS);
      const every = setInterval(() => requestCollection(ctx, "interval"), COLLECT_EVERY_MS);
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
