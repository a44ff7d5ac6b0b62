import { spawnSync } from "node:child_process";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { createRequestPool } from "./request-pool.js";

/** A worker answering { n } with n × 2 after n milliseconds, failing on negative n and exiting on n = 0. */
const DOUBLER = `
const { parentPort, threadId } = require("node:worker_threads");
parentPort.on("message", ({ id, request }) => {
  if (request.n === 0) process.exit(3);
  if (request.n < 0) return parentPort.postMessage({ id, error: "negative: " + request.n });
  setTimeout(() => parentPort.postMessage({ id, result: { doubled: request.n * 2, threadId } }), request.n);
});`;

const started: Worker[] = [];
const startDoubler = () => {
  const worker = new Worker(DOUBLER, { eval: true, execArgv: [] });
  started.push(worker);
  return worker;
};

describe("createRequestPool", () => {
  it("answers each request from a worker, starting another only while every running one is busy", async () => {
    const pool = createRequestPool<{ n: number }, { doubled: number; threadId: number }>(startDoubler, { size: 2, idleMs: 50 });
    const before = started.length;
    const answers = await Promise.all([30, 30, 30, 30].map((n) => pool.run({ n })));
    expect(answers.map((a) => a.doubled)).toEqual([60, 60, 60, 60]);
    expect(new Set(answers.map((a) => a.threadId)).size).toBe(2);
    expect(started.length - before).toBe(2);
    expect((await pool.run({ n: 1 })).doubled).toBe(2);
    expect(started.length - before).toBe(2);
  });

  it("rejects a request with the worker's error and keeps serving", async () => {
    const pool = createRequestPool<{ n: number }, { doubled: number }>(startDoubler, { size: 1, idleMs: 50 });
    await expect(pool.run({ n: -4 })).rejects.toThrow("negative: -4");
    expect((await pool.run({ n: 2 })).doubled).toBe(4);
  });

  it("rejects what a worker that exits was doing, and starts a new one for the next request", async () => {
    const pool = createRequestPool<{ n: number }, { doubled: number }>(startDoubler, { size: 1, idleMs: 50 });
    await expect(pool.run({ n: 0 })).rejects.toThrow("exited with code 3");
    expect((await pool.run({ n: 3 })).doubled).toBe(6);
  });

  it("ends idle workers after idleMs", async () => {
    const pool = createRequestPool<{ n: number }, { doubled: number }>(startDoubler, { size: 1, idleMs: 30 });
    await pool.run({ n: 1 });
    const worker = started.at(-1)!;
    const exited = new Promise<number>((resolve) => worker.once("exit", resolve));
    expect(await exited).toBe(1);
  });

  it("keeps a command that awaits it alive until the answer comes, and an idle pool never keeps one from ending", () => {
    // Top-level await in a module of its own, as a bench or a CLI awaits a rebuild: an unsettled await exits with 13.
    const script = `
      const { Worker } = await import("node:worker_threads");
      const { createRequestPool } = await import(${JSON.stringify(new URL("./request-pool.ts", import.meta.url).pathname)});
      const pool = createRequestPool(() => new Worker(${JSON.stringify(DOUBLER)}, { eval: true, execArgv: [] }), { size: 1, idleMs: 600000 });
      const { doubled } = await pool.run({ n: 200 });
      console.log("answered " + doubled);`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8", timeout: 60_000 });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe("answered 400");
    expect(run.status).toBe(0);
  });
});
