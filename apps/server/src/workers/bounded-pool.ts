import os from "node:os";
import type { Worker } from "node:worker_threads";
import { OwnerQueue } from "./bounded-pool-queue.js";
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
   * capped too, at WALL_TIME_FACTOR times this (times the pool's running jobs per core, or the machine's load per
   * core, whichever is more, when they outnumber the cores).
   */
  timeLimitMs(request: Request): number;
  /** The cores the pool's jobs share (default: this machine's). */
  cores?: number;
  /** Runnable tasks on the machine, other processes' included (default: the one-minute load average). */
  machineLoad?: () => number;
  /**
   * Jobs waiting for a worker. When the queue is full, a job of an owner with fewer waiting jobs than another takes
   * the place of that other owner's newest job (refused); else it is refused at once.
   */
  maxQueue: number;
  /** Jobs of one owner running at once (default: no limit); the owner's other jobs wait behind them. */
  perOwner?: number;
  /** Jobs of one owner waiting at once (default: no limit); the next one is refused at once. */
  maxQueuedPerOwner?: number;
  /** Workers kept loaded and idle beyond the busy ones, up to size, so that a new job does not wait for one to load. */
  spare?: number;
  /** How long a job may wait for a worker before it is refused. */
  maxWaitMs: number;
  /** Workers end after this long without work. */
  idleMs: number;
}

export interface BoundedPool<Request, Result> {
  /**
   * Runs `request` on a worker. Owners (who asked: a user…) are served in turn, so one owner's many jobs do not hold
   * up another's; jobs without an owner share one.
   */
  run(request: Request, owner?: string): Promise<Result>;
  /** Starts workers until `count` (at most size) are loaded, and resolves once they are; fails after `withinMs`. */
  load(count: number, withinMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface Job<Request, Result> {
  request: Request;
  owner: string;
  /** Order of arrival, to find the oldest waiting job. */
  sequence: number;
  resolve(result: Result): void;
  reject(error: Error): void;
  waitTimer?: NodeJS.Timeout;
}

/**
 * A job may take this many times its time limit in wall time, however little CPU it got meanwhile — times the
 * pool's own jobs per core while more run than there are cores, since those share the cores with it.
 */
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
 * Jobs wait in a queue bounded in length and in waiting time, so an overload is refused rather than piled up; its
 * owners are served in turn, each at most `perOwner` at once, so that no owner's jobs make another's wait behind them.
 * A worker says `{ ready: true, osThreadId }` once it has loaded, then answers `{ id, request }` with `{ id, result }` or
 * `{ id, error }` (workers/serve-requests.ts). A worker that dies before it is ready fails the oldest waiting job,
 * so that a worker which cannot start is not started again forever.
 */
export function createBoundedPool<Request, Result>(startWorker: () => Worker, options: BoundedPoolOptions<Request>): BoundedPool<Request, Result> {
  const slots = new Set<Slot<Request, Result>>();
  const queue = new OwnerQueue<Job<Request, Result>>();
  const perOwner = options.perOwner ?? Number.POSITIVE_INFINITY;
  const cores = Math.max(1, options.cores ?? os.availableParallelism());
  const machineLoad = options.machineLoad ?? (() => os.loadavg()[0]);
  const spare = options.spare ?? 0;
  let nextId = 1;
  let nextSequence = 1;
  // A worker died before it was ready: no spare is started until one loads, lest a failing start loop forever.
  let spareFailed = false;
  const runningOf = (owner: string) => [...slots].filter((slot) => slot.job?.owner === owner).length;
  const refuse = (job: Job<Request, Result>, why: string) => {
    clearTimeout(job.waitTimer);
    job.reject(new BoundedJobError("busy", why));
  };

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
    if (!slot.ready) {
      spareFailed = true;
      failOldest(error);
    }
    void slot.worker.terminate();
    dispatch();
  };

  const start = (): Slot<Request, Result> => {
    const slot: Slot<Request, Result> = { worker: startWorker(), ready: false };
    slot.worker.on("message", (reply: { ready?: true; osThreadId?: number; id?: number; result?: Result; error?: string }) => {
      if (reply.ready) {
        slot.ready = true;
        // Held open while it loads (a job may be waiting for it); from then on only a running job's time limit
        // timer keeps the process alive, so an idle pool never keeps a command from ending.
        slot.worker.unref();
        spareFailed = false;
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
    let sharing = 1;
    const checkLimit = () => {
      if (slot.job?.id !== id) return;
      const nowCpuMs = cpuMs();
      const wallMs = Date.now() - startedAt;
      const usedMs = startedCpuMs === undefined || nowCpuMs === undefined ? wallMs : nowCpuMs - startedCpuMs;
      // The most the cores were shared during the job, by the pool's own jobs or by other processes (a low-priority
      // thread on a busy machine gets a sliver of a core): a job starved meanwhile keeps the time it was given.
      sharing = Math.max(sharing, [...slots].filter((each) => each.job).length / cores, machineLoad() / cores);
      const wallLeftMs = limitMs * WALL_TIME_FACTOR * sharing - wallMs;
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
    const job = queue.oldest();
    if (!job) return;
    queue.remove(job);
    clearTimeout(job.waitTimer);
    job.reject(error);
  }

  function dispatch() {
    for (const slot of slots) {
      if (!slot.ready || slot.job) continue;
      const job = queue.next((owner) => runningOf(owner) < perOwner);
      if (!job) break;
      assign(slot, job);
    }
    const all = [...slots];
    const running = all.filter((slot) => slot.job).length;
    const spareWanted = running > 0 && !spareFailed ? spare : 0;
    let available = all.filter((slot) => !slot.job).length;
    const wanted = queue.startable((owner) => perOwner - runningOf(owner)) + spareWanted;
    while (available < wanted && slots.size < options.size) {
      start();
      available += 1;
    }
    let keep = spareWanted;
    for (const slot of slots) {
      if (!slot.ready || slot.job) continue;
      if (keep > 0) {
        keep -= 1;
        clearTimeout(slot.idleTimer);
        slot.idleTimer = undefined;
      } else if (!slot.idleTimer) {
        slot.idleTimer = setTimeout(() => retire(slot, new BoundedJobError("crashed", "idle")), options.idleMs);
        slot.idleTimer.unref();
      }
    }
  }

  return {
    run(request, owner = "") {
      return new Promise<Result>((resolve, reject) => {
        const job: Job<Request, Result> = { request, owner, sequence: nextSequence++, resolve, reject };
        const waiting = queue.waitingOf(owner);
        if (waiting >= (options.maxQueuedPerOwner ?? Number.POSITIVE_INFINITY)) return refuse(job, "too many jobs of this owner waiting");
        if (queue.size >= options.maxQueue) {
          // The owner with the most jobs waiting gives up its newest one, if that leaves it no fewer than this owner.
          const displaced = queue.newestOfBusiest();
          if (!displaced || queue.waitingOf(displaced.owner) <= waiting + 1) return refuse(job, "queue full");
          queue.remove(displaced);
          refuse(displaced, "queue full");
        }
        job.waitTimer = setTimeout(() => {
          if (queue.remove(job)) reject(new BoundedJobError("busy", `waited ${options.maxWaitMs} ms for a worker`));
        }, options.maxWaitMs);
        queue.push(job);
        dispatch();
      });
    },
    async load(count, withinMs = 60_000) {
      const wanted = Math.min(count, options.size);
      const deadline = Date.now() + withinMs;
      while ([...slots].filter((slot) => slot.ready).length < wanted) {
        if (Date.now() > deadline) throw new BoundedJobError("crashed", `${wanted} workers not loaded within ${withinMs} ms`);
        while (slots.size < wanted) start();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      dispatch();
    },
    async close() {
      for (const job of queue.drain()) {
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
