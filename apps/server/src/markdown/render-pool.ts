import os from "node:os";
import { markdownComplexityProblem, markdownTooComplexMessage } from "@wenku/contract";
import { AppError } from "../http/errors.js";
import { BoundedJobError, createBoundedPool } from "../workers/bounded-pool.js";
import { startBundledWorker } from "../workers/bundled-worker.js";
import type { RenderedMarkdown, RenderOptions } from "./render-markdown.js";

interface RenderRequest {
  source: string;
  options: RenderOptions;
}

/**
 * One second, and one more per 20,000 characters, of the render thread's CPU time (wall time is capped at a
 * multiple, workers/bounded-pool.ts, so a busy machine does not refuse an honest article): the longest article
 * allowed, 200,000 characters full of formulas, renders in about 2.7 s of CPU on the reference machine against its
 * 11 s, while a short source that takes seconds is an attack.
 */
export const renderTimeLimitMs = (source: string) => 1_000 + Math.ceil(source.length / 20);
/** Heap of one render worker: the longest article allowed renders in well under half of it. */
const RENDER_HEAP_MB = 512;

export class MarkdownTooComplexError extends AppError {
  constructor(readonly problem: string) {
    super(400, markdownTooComplexMessage(problem));
  }
}

const renderBusy = () => new AppError(503, "服务器繁忙，请稍后重试");

/**
 * Workers: twice the cores, at least 6 and at most 16, and one render at a time per renderer. Members posting long
 * articles at once each hold one thread, sharing the cores at the same low priority, and until every thread is held
 * another member's save starts at once instead of waiting for theirs to end (docs/content.md).
 */
export const RENDER_WORKERS = Math.max(6, Math.min(16, 2 * os.availableParallelism()));

const workers = createBoundedPool<RenderRequest, RenderedMarkdown>(
  () => startBundledWorker(import.meta.url, "render-worker", { resourceLimits: { maxOldGenerationSizeMb: RENDER_HEAP_MB } }),
  {
    size: RENDER_WORKERS,
    timeLimitMs: ({ source }) => renderTimeLimitMs(source),
    maxQueue: 64,
    perOwner: 1,
    maxQueuedPerOwner: 4,
    spare: 1,
    maxWaitMs: 20_000,
    idleMs: 5 * 60_000,
  },
);

/** Who a render is for: its jobs are served in turn with other renderers' (a member, or a background task). */
export const memberRenderer = (userId: number | string) => `user:${userId}`;

/**
 * renderMarkdownWithText in a worker thread, never on the server's event loop: refused before parsing when the
 * source is beyond markdownLimits (contract), and ended when it runs over its time or memory limit, both as
 * MarkdownTooComplexError (保存失败：内容过于复杂，…). `renderer` (memberRenderer, or a background task's name) runs
 * one render at a time with up to four waiting, taking turns with other renderers; beyond that, or when the queue is
 * full or the wait too long, a 503.
 */
export async function renderMarkdownBounded(source: string, renderer: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
  const problem = markdownComplexityProblem(source);
  if (problem) throw new MarkdownTooComplexError(problem);
  try {
    return await workers.run({ source, options }, renderer);
  } catch (error) {
    if (!(error instanceof BoundedJobError)) throw error;
    if (error.failure === "time-limit") throw new MarkdownTooComplexError(`渲染超过 ${Math.round(renderTimeLimitMs(source) / 1000)} 秒`);
    if (error.failure === "memory-limit") throw new MarkdownTooComplexError(`渲染所需内存超过 ${RENDER_HEAP_MB} MB`);
    if (error.failure === "busy") throw renderBusy();
    throw error;
  }
}

/** Loads every render worker (tests, where loading one takes seconds). */
export const loadRenderWorkers = () => workers.load(RENDER_WORKERS);

/** Ends the render workers (tests, shutdown). */
export const closeRenderWorkers = () => workers.close();
