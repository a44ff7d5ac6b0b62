import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { BoundedJobError, createBoundedPool, type BoundedPool } from "./bounded-pool.js";

/**
 * Ready after workerData.loadMs (loading its modules), with its OS thread id when workerData.saysThread, then
 * answers { ms } after ms milliseconds; { blockMs } after blocking its thread that long without using the CPU;
 * { spin: true } never yields; { hog: true } allocates until the heap is full.
 */
const WORKER = `
const fs = require("node:fs");
const { parentPort, threadId, workerData } = require("node:worker_threads");
const loaded = Date.now() + workerData.loadMs;
while (Date.now() < loaded) {}
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
    const p = pool({ timeLimitMs: () => 300 });
    // Blocked (as when the machine is busy and the thread gets no CPU) for twice its limit: not its fault.
    expect(await failureOf(p.run({ blockMs: 600 }))).toBe("answered");
    expect(await failureOf(p.run({ spin: true }))).toBe("time-limit");
    const started = Date.now();
    expect(await failureOf(p.run({ blockMs: 5_000 }))).toBe("time-limit");
    expect(Date.now() - started).toBeLessThan(4_000);
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

  it("gives each job its own time limit, counted from when it starts", async () => {
    const p = pool({ timeLimitMs: (request) => (request.ms === 1_000 ? 5_000 : 500) });
    const slow = p.run({ ms: 1_000 });
    const quick = p.run({ ms: 10 });
    expect(await failureOf(slow)).toBe("answered");
    expect(await failureOf(quick)).toBe("answered");
  });
});
