import type { Worker } from "node:worker_threads";
import { osThreadCpuMs } from "./os-thread.js";

/** Why a job of a bounded pool was not answered. */
export type BoundedJobFailure = "time-limit" | "memory-limit" | "busy" | "crashed";

export class BoundedJobError extends Error {
  constructor(
    readonly failure: BoundedJobFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface BoundedPoolOptions<Request> {
  /** Worker threads at most, each running one job at a time. */
  size: number;
  /**
   * How long a job may run, in CPU time of its worker thread where the OS reports it (else in wall time), so a busy
   * machine does not end an honest job; past it its worker is ended and a new one serves the next job. Wall time is
   * capped too, at WALL_TIME_FACTOR times this.
   */
  timeLimitMs(request: Request): number;
  /** Jobs waiting for a worker; the next one is refused at once. */
  maxQueue: number;
  /** How long a job may wait for a worker before it is refused. */
  maxWaitMs: number;
  /** Workers end after this long without work. */
  idleMs: number;
}

export interface BoundedPool<Request, Result> {
  run(request: Request): Promise<Result>;
  close(): Promise<void>;
}

interface Job<Request, Result> {
  request: Request;
  resolve(result: Result): void;
  reject(error: Error): void;
  waitTimer?: NodeJS.Timeout;
}

/** A job may take this many times its time limit in wall time, however little CPU it got meanwhile. */
export const WALL_TIME_FACTOR = 4;

interface Slot<Request, Result> {
  worker: Worker;
  /** The worker has loaded its modules (its first message); only then does a job's time start. */
  ready: boolean;
  /** The worker thread's id in the OS, sent with its ready message, to read its CPU time. */
  osThreadId?: number;
  job?: Job<Request, Result> & { id: number; limitTimer: NodeJS.Timeout };
  idleTimer?: NodeJS.Timeout;
}

/**
 * Worker threads that each run one job at a time under a time limit (the worker is ended when a job overruns it,
 * which stops even a loop that never yields) and whatever memory limit `startWorker` gives them (resourceLimits).
 * Jobs wait in one queue, bounded in length and in waiting time, so an overload is refused rather than piled up.
 * A worker says `{ ready: true, osThreadId }` once it has loaded, then answers `{ id, request }` with `{ id, result }` or
 * `{ id, error }` (workers/serve-requests.ts). A worker that dies before it is ready fails the oldest waiting job,
 * so that a worker which cannot start is not started again forever.
 */
export function createBoundedPool<Request, Result>(startWorker: () => Worker, options: BoundedPoolOptions<Request>): BoundedPool<Request, Result> {
  const slots = new Set<Slot<Request, Result>>();
  const queue: Array<Job<Request, Result>> = [];
  let nextId = 1;

  const settle = (slot: Slot<Request, Result>, outcome: { result: Result } | { error: Error }) => {
    const job = slot.job;
    if (!job) return;
    clearTimeout(job.limitTimer);
    slot.job = undefined;
    if ("result" in outcome) job.resolve(outcome.result);
    else job.reject(outcome.error);
  };

  const retire = (slot: Slot<Request, Result>, error: Error) => {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.idleTimer);
    settle(slot, { error });
    if (!slot.ready) failOldest(error);
    void slot.worker.terminate();
    dispatch();
  };

  const start = (): Slot<Request, Result> => {
    const slot: Slot<Request, Result> = { worker: startWorker(), ready: false };
    slot.worker.on("message", (reply: { ready?: true; osThreadId?: number; id?: number; result?: Result; error?: string }) => {
      if (reply.ready) {
        slot.ready = true;
        slot.osThreadId = reply.osThreadId;
        dispatch();
        return;
      }
      if (slot.job?.id !== reply.id) return;
      settle(slot, reply.error === undefined ? { result: reply.result as Result } : { error: new Error(reply.error) });
      dispatch();
    });
    slot.worker.on("error", (error: Error & { code?: string }) => {
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      retire(slot, outOfMemory ? new BoundedJobError("memory-limit", "worker ran out of memory") : new BoundedJobError("crashed", error.message));
    });
    slot.worker.on("exit", (code) => retire(slot, new BoundedJobError("crashed", `worker thread exited with code ${code}`)));
    // After the listeners: adding a "message" listener refs the worker's port again.
    slot.worker.unref();
    slots.add(slot);
    return slot;
  };

  const assign = (slot: Slot<Request, Result>, job: Job<Request, Result>) => {
    clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    clearTimeout(job.waitTimer);
    const id = nextId++;
    const limitMs = options.timeLimitMs(job.request);
    const cpuMs = () => (slot.osThreadId === undefined ? undefined : osThreadCpuMs(slot.osThreadId));
    const startedCpuMs = cpuMs();
    const startedAt = Date.now();
    const checkLimit = () => {
      if (slot.job?.id !== id) return;
      const nowCpuMs = cpuMs();
      const wallMs = Date.now() - startedAt;
      const usedMs = startedCpuMs === undefined || nowCpuMs === undefined ? wallMs : nowCpuMs - startedCpuMs;
      const wallLeftMs = limitMs * WALL_TIME_FACTOR - wallMs;
      if (usedMs >= limitMs || wallLeftMs <= 0) {
        retire(slot, new BoundedJobError("time-limit", `job ran over ${limitMs} ms`));
        return;
      }
      slot.job.limitTimer = setTimeout(checkLimit, Math.max(Math.min(limitMs - usedMs, wallLeftMs), 10));
    };
    slot.job = { ...job, id, limitTimer: setTimeout(checkLimit, limitMs) };
    slot.worker.postMessage({ id, request: job.request });
  };

  function failOldest(error: Error) {
    const job = queue.shift();
    if (!job) return;
    clearTimeout(job.waitTimer);
    job.reject(error);
  }

  function dispatch() {
    for (const slot of slots) {
      if (queue.length === 0) break;
      if (slot.ready && !slot.job) assign(slot, queue.shift()!);
    }
    let starting = [...slots].filter((slot) => !slot.ready).length;
    while (queue.length > starting && slots.size < options.size) {
      start();
      starting += 1;
    }
    for (const slot of slots) {
      if (!slot.ready || slot.job || slot.idleTimer) continue;
      slot.idleTimer = setTimeout(() => retire(slot, new BoundedJobError("crashed", "idle")), options.idleMs);
      slot.idleTimer.unref();
    }
  }

  return {
    run(request) {
      return new Promise<Result>((resolve, reject) => {
        if (queue.length >= options.maxQueue) {
          reject(new BoundedJobError("busy", "queue full"));
          return;
        }
        const job: Job<Request, Result> = { request, resolve, reject };
        job.waitTimer = setTimeout(() => {
          const index = queue.indexOf(job);
          if (index < 0) return;
          queue.splice(index, 1);
          reject(new BoundedJobError("busy", `waited ${options.maxWaitMs} ms for a worker`));
        }, options.maxWaitMs);
        queue.push(job);
        dispatch();
      });
    },
    async close() {
      for (const job of queue.splice(0)) {
        clearTimeout(job.waitTimer);
        job.reject(new BoundedJobError("crashed", "pool closed"));
      }
      await Promise.all(
        [...slots].map((slot) => {
          slots.delete(slot);
          clearTimeout(slot.idleTimer);
          settle(slot, { error: new BoundedJobError("crashed", "pool closed") });
          return slot.worker.terminate();
        }),
      );
    },
  };
}
