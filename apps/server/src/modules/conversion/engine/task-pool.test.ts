import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter.js";
import { TaskPool } from "./task-pool.js";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("TaskPool", () => {
  it("never runs more tasks than its concurrency, starts them in order and runs tasks added by tasks", async () => {
    const pool = new TaskPool(3);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    for (let index = 0; index < 10; index++) {
      pool.add(async () => {
        started.push(index);
        running++;
        peak = Math.max(peak, running);
        await pause(10);
        running--;
        if (index === 9) {
          pool.add(() => {
            started.push(10);
            return Promise.resolve();
          });
        }
      });
    }
    await pool.drain();
    expect(peak).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("stops on the first failure, aborts its signal and waits for running tasks before rejecting", async () => {
    const pool = new TaskPool(2);
    let slowTaskFinished = false;
    let laterTaskStarted = false;
    pool.add(async () => {
      await new Promise<void>((resolve) => pool.signal.addEventListener("abort", () => resolve()));
      await pause(20);
      slowTaskFinished = true;
    });
    pool.add(async () => {
      await pause(5);
      throw new Error("first failure");
    });
    pool.add(() => {
      laterTaskStarted = true;
      return Promise.resolve();
    });
    await expect(pool.drain()).rejects.toThrow("first failure");
    expect(pool.signal.aborted).toBe(true);
    expect(slowTaskFinished).toBe(true);
    expect(laterTaskStarted).toBe(false);
  });

  it("follows the parent signal", () => {
    const parent = new AbortController();
    const pool = new TaskPool(1, parent.signal);
    parent.abort();
    expect(pool.signal.aborted).toBe(true);
  });
});

describe("createLimiter", () => {
  it("runs at most `limit` works at once and passes their results through", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((value) =>
        limit(async () => {
          running++;
          peak = Math.max(peak, running);
          await pause(5);
          running--;
          return value * 10;
        }),
      ),
    );
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(peak).toBe(2);
  });

  it("frees the slot when a work fails", async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limit(() => Promise.resolve("next"))).resolves.toBe("next");
  });
});
