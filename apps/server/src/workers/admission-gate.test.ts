import { describe, expect, it } from "vitest";
import { createAdmissionGate, GateFullError } from "./admission-gate.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("createAdmissionGate", () => {
  it("runs at most `concurrency` tasks at once, the others in the order they came", async () => {
    const gate = createAdmissionGate({ concurrency: 2, maxQueue: 10, maxWaitMs: 5_000 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        gate.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(n);
          await sleep(20);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("refuses a task when the queue is full or its wait runs out, and frees the slot of a failed task", async () => {
    const gate = createAdmissionGate({ concurrency: 1, maxQueue: 1, maxWaitMs: 50 });
    const first = gate.run(() => sleep(200).then(() => "first"));
    const second = gate.run(() => Promise.resolve("second"));
    await expect(gate.run(() => Promise.resolve("third"))).rejects.toBeInstanceOf(GateFullError);
    await expect(second).rejects.toBeInstanceOf(GateFullError);
    expect(await first).toBe("first");
    await expect(gate.run(() => Promise.reject(new Error("pandoc failed")))).rejects.toThrow("pandoc failed");
    expect(await gate.run(() => Promise.resolve("after"))).toBe("after");
  });
});
