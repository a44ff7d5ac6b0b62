import { SpiderDocumentStatus, SpiderUrlStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { startPollingWorker, type PollingWorker } from "../../workers/polling-worker.js";
import { crawlUrl } from "./crawl-url.js";
import { downloadDocument } from "./download-document.js";
import { publishDocument } from "./publish-document.js";
import { claimDocument, claimUrl } from "./queue/claim.js";
import { recoverExpiredLeases, renewLeases } from "./queue/leases.js";
import type { ConnectionRules } from "./safe-fetch/guarded-dispatcher.js";
import { spiderLimits, type SpiderLimits } from "./spider-limits.js";

export interface SpiderWorkerOptions {
  /** Collections, downloads and publications running at once. */
  concurrency?: number;
  leaseMs?: number;
  idleMs?: number;
  /** Extra connection rules (a test's resolver). */
  connection?: Partial<ConnectionRules>;
}

interface Task {
  kind: "url" | "document";
  id: number;
  /** Where the row goes back when the worker stops mid-task. */
  running: number;
  queue: number;
  run(signal: AbortSignal): Promise<void>;
}

/** The next task: publishing first (quick), then collecting a page, then downloading. */
async function claimTask(ctx: AppContext, limits: SpiderLimits, leaseMs: number): Promise<Task | undefined> {
  const S = SpiderDocumentStatus;
  const publish = await claimDocument(ctx, S.publishQueue, S.publishing, leaseMs);
  if (publish) return { kind: "document", id: publish.id, running: S.publishing, queue: S.publishQueue, run: () => publishDocument(ctx, publish) };
  const page = await claimUrl(ctx, SpiderUrlStatus.pending, SpiderUrlStatus.crawling, leaseMs);
  if (page) return { kind: "url", id: page.id, running: SpiderUrlStatus.crawling, queue: SpiderUrlStatus.pending, run: (s) => crawlUrl(ctx, page, limits, s) };
  const download = await claimDocument(ctx, S.downloadQueue, S.downloading, leaseMs);
  if (download) return { kind: "document", id: download.id, running: S.downloading, queue: S.downloadQueue, run: (s) => downloadDocument(ctx, download, limits, s) };
  return undefined;
}

/** Gives a task's row back to its queue (the worker is stopping); another process or the next start takes it. */
async function release(ctx: AppContext, task: Task): Promise<void> {
  const back = { status: task.queue, lease_until: "", updated_at: nowIso() };
  if (task.kind === "url") await ctx.db.kysely.updateTable("spider_url").set(back).where("id", "=", task.id).where("status", "=", task.running).execute();
  else await ctx.db.kysely.updateTable("spider_document").set(back).where("id", "=", task.id).where("status", "=", task.running).execute();
}

/**
 * The spider's background work in this process: up to `concurrency` tasks at once (collect a page, download a
 * document, publish one), each row taken under a lease that a heartbeat renews. Rows whose lease ran out (their
 * process died) go back to their queue; a stopping worker gives its rows back at once.
 */
export function startSpiderWorker(ctx: AppContext, options: SpiderWorkerOptions = {}): PollingWorker {
  const concurrency = options.concurrency ?? 3;
  const leaseMs = options.leaseMs ?? 120_000;
  const running = new Map<string, { task: Task; promise: Promise<void> }>();
  const stopping = new AbortController();
  const heartbeat = setInterval(() => {
    const tasks = [...running.values()].map((r) => r.task);
    const ids = (kind: Task["kind"]) => tasks.filter((t) => t.kind === kind).map((t) => t.id);
    renewLeases(ctx, ids("url"), ids("document"), leaseMs).catch((error: unknown) => ctx.log.warn("spider lease renewal failed", { err: error }));
  }, Math.max(50, Math.floor(leaseMs / 3)));

  const start = (task: Task) => {
    const key = `${task.kind}:${task.id}`;
    const promise = task
      .run(stopping.signal)
      .catch(async (error: unknown) => {
        if (stopping.signal.aborted) await release(ctx, task);
        else ctx.log.error("spider task failed", { task: key, err: error });
      })
      .finally(() => {
        running.delete(key);
        void ctx.events.emit("spider.queued", {});
      });
    running.set(key, { task, promise });
  };

  const worker = startPollingWorker(ctx, {
    name: "spider",
    idleMs: options.idleMs ?? 5_000,
    wakeOn: ["spider.queued"],
    async step() {
      await recoverExpiredLeases(ctx);
      if (running.size >= concurrency) return false;
      const limits = await spiderLimits(ctx, options.connection);
      while (running.size < concurrency && !stopping.signal.aborted) {
        const task = await claimTask(ctx, limits, leaseMs);
        if (!task) break;
        start(task);
      }
      return false;
    },
  });
  return {
    done: worker.done,
    async stop() {
      stopping.abort(new Error("spider stopping"));
      await worker.stop();
      await Promise.allSettled([...running.values()].map((r) => r.promise));
      clearInterval(heartbeat);
    },
  };
}

/** The worker entry of modules/index.ts: runs until the server shuts down. */
export function spiderWorker(ctx: AppContext): () => Promise<void> {
  return () => {
    const worker = startSpiderWorker(ctx);
    ctx.hooks.onShutdown.push(() => worker.stop());
    return worker.done;
  };
}
