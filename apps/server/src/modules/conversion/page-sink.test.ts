import { describe, expect, it } from "vitest";
import { PageSink } from "./page-sink.js";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("PageSink", () => {
  it("stores the first page alone at once and the pages that arrive meanwhile together, in order", async () => {
    const batches: number[][] = [];
    const first = gate();
    const sink = new PageSink<number>(async (batch) => {
      batches.push(batch);
      if (batches.length === 1) await first.opened;
    }, 1);
    for (let page = 1; page <= 5; page++) await sink.add(page);
    expect(batches).toEqual([[1]]);
    first.open();
    await sink.drain();
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it("makes the producer wait while too many pages are waiting", async () => {
    const first = gate();
    const sink = new PageSink<number>(() => first.opened, 1, 3);
    await sink.add(1);
    await sink.add(2);
    await sink.add(3);
    let fourthAccepted = false;
    const fourth = sink.add(4).then(() => (fourthAccepted = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fourthAccepted).toBe(false);
    first.open();
    await fourth;
    await sink.drain();
    expect(fourthAccepted).toBe(true);
  });

  it("rethrows the first failure from later adds and from drain", async () => {
    const sink = new PageSink<number>((batch) => (batch.includes(1) ? Promise.reject(new Error("disk full")) : Promise.resolve()));
    await sink.add(1);
    await expect(sink.drain()).rejects.toThrow("disk full");
    await expect(sink.add(2)).rejects.toThrow("disk full");
  });

  it("starts a store at most every batchEveryMs, gathering the pages that arrive meanwhile, and drain stores the rest at once", async () => {
    const batches: number[][] = [];
    const sink = new PageSink<number>((batch) => {
      batches.push(batch);
      return Promise.resolve();
    }, 2, 64, 60);
    await sink.add(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sink.add(2);
    await sink.add(3);
    expect(batches).toEqual([[1]]);
    await new Promise((resolve) => setTimeout(resolve, 90));
    expect(batches).toEqual([[1], [2, 3]]);
    await sink.add(4);
    await sink.drain();
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });
});
