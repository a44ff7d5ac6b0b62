import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { BoundedJobError, createBoundedPool, type BoundedPool } from "./bounded-pool.js";

/**
 * Ready after workerData.loadMs (loading its modules; blocked meanwhile, without using the CPU), with its OS thread id
 * when workerData.saysThread, then answers { ms } after ms milliseconds; { blockMs } after blocking its thread that
 * long without using the CPU; { spin: true } never yields; { hog: true } allocates until the heap is full.
 */
const WORKER = `
const fs = require("node:fs");
const { parentPort, threadId, workerData } = require("node:worker_threads");
if (workerData.loadMs) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.loadMs);
parentPort.on("message", ({ id, request }) => {
  if (request.spin) for (;;) {}
  if (request.hog) { const kept = []; for (;;) kept.push(new Array(1e5).fill(Math.random())); }
  if (request.blockMs) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, request.blockMs);
  setTimeout(() => parentPort.postMessage({ id, result: { threadId } }), request.ms ?? 0);
});
const osThreadId = workerData.saysThread ? Number(fs.readlinkSync("/proc/thread-self").split("/").pop()) : undefined;
parentPort.postMessage({ ready: true, osThreadId });`;

type Request = { ms?: number; blockMs?: number; spin?: boolean; hog?: boolean };
let loadMs = 0;
let saysThread = false;
const startWorker = () =>
  new Worker(WORKER, { eval: true, execArgv: [], workerData: { loadMs, saysThread }, resourceLimits: { maxOldGenerationSizeMb: 32 } });
const pools: Array<BoundedPool<Request, { threadId: number }>> = [];
const pool = (options: Partial<Parameters<typeof createBoundedPool<Request, { threadId: number }>>[1]> = {}) => {
  const created = createBoundedPool<Request, { threadId: number }>(startWorker, { size: 1, timeLimitMs: () => 300, maxQueue: 8, maxWaitMs: 5_000, idleMs: 1_000, ...options });
  pools.push(created);
  return created;
};
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "answered",
    (error: unknown) => (error instanceof BoundedJobError ? error.failure : String(error)),
  );

afterEach(async () => {
  saysThread = false;
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe("createBoundedPool", () => {
  it("ends a job that never yields at its time limit, and a new worker serves the next job", async () => {
    const p = pool();
    const first = await p.run({ ms: 1 });
    expect(await failureOf(p.run({ spin: true }))).toBe("time-limit");
    const next = await p.run({ ms: 1 });
    expect(next.threadId).not.toBe(first.threadId);
  });

  it("counts a job's time in its thread's CPU time when the worker says its OS thread, up to a wall-time cap", async () => {
    saysThread = true;
    const p = pool({ timeLimitMs: () => 300, machineLoad: () => 0 });
    // Blocked (as when the machine is busy and the thread gets no CPU) for twice its limit: not its fault.
    expect(await failureOf(p.run({ blockMs: 600 }))).toBe("answered");
    expect(await failureOf(p.run({ spin: true }))).toBe("time-limit");
    const started = Date.now();
    expect(await failureOf(p.run({ blockMs: 5_000 }))).toBe("time-limit");
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("stretches the wall-time cap while more jobs run than there are cores, which they share", async () => {
    saysThread = true;
    // Four jobs on two cores: each may take 300 ms × 4 × (4 / 2) of wall time; blocked 1.5 s, all are answered.
    const shared = pool({ size: 4, cores: 2, timeLimitMs: () => 300, machineLoad: () => 0 });
    expect(await Promise.all([1, 2, 3, 4].map(() => failureOf(shared.run({ blockMs: 1_500 }))))).toEqual(["answered", "answered", "answered", "answered"]);
    // One job alone gets no more than 300 ms × 4.
    expect(await failureOf(shared.run({ blockMs: 1_500 }))).toBe("time-limit");
  });

  it("stretches the wall-time cap by the machine's load per core, other processes' included", async () => {
    saysThread = true;
    // Eight runnable tasks on two cores: one job alone may take 300 ms × 4 × (8 / 2) of wall time.
    const busy = pool({ cores: 2, timeLimitMs: () => 300, machineLoad: () => 8 });
    expect(await failureOf(busy.run({ blockMs: 1_500 }))).toBe("answered");
    expect(await failureOf(busy.run({ spin: true }))).toBe("time-limit");
  });

  it("ends a job that runs out of its worker's memory", async () => {
    const p = pool({ timeLimitMs: () => 20_000 });
    expect(await failureOf(p.run({ hog: true }))).toBe("memory-limit");
    await expect(p.run({ ms: 1 })).resolves.toHaveProperty("threadId");
  });

  it("runs one job per worker, up to size workers, the rest in order from one queue", async () => {
    const p = pool({ size: 2 });
    const answers = await Promise.all([50, 50, 50, 50].map((ms) => p.run({ ms })));
    expect(new Set(answers.map((a) => a.threadId)).size).toBe(2);
  });

  it("refuses a job when the queue is full or the wait runs out, without stopping the running one", async () => {
    const p = pool({ maxQueue: 1, maxWaitMs: 100, timeLimitMs: () => 2_000 });
    // A job's wait includes its worker's loading, which alone can take 100 ms on a loaded machine: load it first
    // (a job refused meanwhile leaves the worker loading, and a later one finds it ready).
    let warmed = "busy";
    for (let tries = 0; warmed === "busy" && tries < 50; tries++) warmed = await failureOf(p.run({ ms: 1 }));
    expect(warmed).toBe("answered");
    const running = p.run({ ms: 400 });
    const waiting = p.run({ ms: 1 });
    expect(await failureOf(p.run({ ms: 1 }))).toBe("busy");
    expect(await failureOf(waiting)).toBe("busy");
    expect(await failureOf(running)).toBe("answered");
  });

  it("starts a job's time once its worker has loaded", async () => {
    loadMs = 600;
    try {
      expect(await failureOf(pool({ timeLimitMs: () => 300 }).run({ ms: 1 }))).toBe("answered");
    } finally {
      loadMs = 0;
    }
  });

  it("fails a waiting job when its worker dies before it is ready, rather than starting workers forever", async () => {
    const broken = createBoundedPool<Request, unknown>(() => new Worker("throw new Error('cannot load')", { eval: true }), {
      size: 1, timeLimitMs: () => 1_000, maxQueue: 8, maxWaitMs: 5_000, idleMs: 1_000,
    });
    expect(await failureOf(broken.run({ ms: 1 }))).toBe("crashed");
    await broken.close();
  });

  it("serves owners in turn, each one job at a time, so one owner's jobs never hold up another's", async () => {
    const p = pool({ size: 2, perOwner: 1, timeLimitMs: () => 5_000 });
    // Both workers loaded first: loading is not what is compared.
    await Promise.all([p.run({ blockMs: 50 }, "warm-up 1"), p.run({ blockMs: 50 }, "warm-up 2")]);
    const finished: string[] = [];
    const job = (owner: string, name: string, blockMs: number) => p.run({ blockMs }, owner).then(() => void finished.push(name));
    // Four long jobs of one owner first: it runs one at a time, so the other owner gets the second worker at once.
    const hog = [1, 2, 3, 4].map((n) => job("hog", `hog ${n}`, 400));
    const other = job("other", "other", 1);
    await Promise.all([...hog, other]);
    expect(finished).toEqual(["other", "hog 1", "hog 2", "hog 3", "hog 4"]);
  });

  it("takes waiting jobs from their owners in turn, not in the order they came", async () => {
    const p = pool({ size: 1, timeLimitMs: () => 5_000 });
    await p.run({ ms: 1 });
    const finished: string[] = [];
    const running = p.run({ blockMs: 200 }, "first");
    const jobs = ["a1", "a2", "a3", "b1", "b2", "c1"].map((name) => p.run({ ms: 1 }, name[0]).then(() => void finished.push(name)));
    await Promise.all([running, ...jobs]);
    expect(finished).toEqual(["a1", "b1", "c1", "a2", "b2", "a3"]);
  });

  it("refuses an owner's jobs beyond its share of the queue, never another owner's", async () => {
    const p = pool({ size: 1, perOwner: 1, maxQueue: 4, maxQueuedPerOwner: 3, timeLimitMs: () => 5_000 });
    await p.run({ ms: 1 });
    const running = p.run({ blockMs: 300 }, "hog");
    const hogWaiting = [1, 2, 3, 4].map(() => failureOf(p.run({ ms: 1 }, "hog")));
    // The queue is full (three of the hog's and one of b's): c takes the place of the hog's newest.
    const b = failureOf(p.run({ ms: 1 }, "b"));
    const c = failureOf(p.run({ ms: 1 }, "c"));
    const d = failureOf(p.run({ ms: 1 }, "b"));
    expect(await Promise.all(hogWaiting)).toEqual(["answered", "answered", "busy", "busy"]);
    expect(await Promise.all([b, c, d, failureOf(running)])).toEqual(["answered", "answered", "busy", "answered"]);
  });

  it("keeps a spare worker loaded while others work, so a new job does not wait for one to load", async () => {
    loadMs = 2_500;
    try {
      const p = pool({ size: 3, perOwner: 1, spare: 1, timeLimitMs: () => 20_000 });
      const finished: string[] = [];
      // The long job starts at 2.5 s (its worker loaded) and ends at 6.5 s; the spare, started with it, is loaded
      // from 5 s. A quick job coming at 5.75 s that had to wait for a worker to load would end after the long one.
      const long = p.run({ blockMs: 4_000 }, "long").then(() => void finished.push("long"));
      await new Promise((resolve) => setTimeout(resolve, 5_750));
      const quick = p.run({ ms: 1 }, "quick").then(() => void finished.push("quick"));
      await Promise.all([long, quick]);
      expect(finished).toEqual(["quick", "long"]);
    } finally {
      loadMs = 0;
    }
  });

  it("loads workers ahead of jobs when asked", async () => {
    loadMs = 300;
    try {
      const p = pool({ size: 2 });
      await p.load(5);
      loadMs = 0;
      // Both loaded: two jobs at once each get a thread of their own, with nothing left to load.
      const answers = await Promise.all([p.run({ blockMs: 100 }, "a"), p.run({ blockMs: 100 }, "b")]);
      expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(2);
    } finally {
      loadMs = 0;
    }
  });

  it("gives each job its own time limit, counted from when it starts", async () => {
    const p = pool({ timeLimitMs: (request) => (request.ms === 1_000 ? 5_000 : 500) });
    const slow = p.run({ ms: 1_000 });
    const quick = p.run({ ms: 10 });
    expect(await failureOf(slow)).toBe("answered");
    expect(await failureOf(quick)).toBe("answered");
  });
});
