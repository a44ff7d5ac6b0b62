import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { secondProcess, type SecondProcess } from "../../test/second-process.js";
import { claimDue, claimLease, releaseLease } from "./lease.js";
import { runExclusive } from "./run-exclusive.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`cluster leases (${testDialect})`, () => {
  let t: TestServer;
  let other: SecondProcess;
  /** The two processes, taking turns. */
  const ctxOf = (i: number) => (i % 2 === 0 ? t.ctx : other.ctx);

  beforeAll(async () => {
    t = await createTestServer();
    other = await secondProcess(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it("gives a lease to one of many racing claimants, and to another once released or expired", async () => {
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => claimLease(ctxOf(i), "race", `owner-${i}`, 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const holder = `owner-${claims.indexOf(true)}`;
    expect(await claimLease(other.ctx, "race", "late", 60_000)).toBe(false);
    expect(await claimLease(t.ctx, "race", holder, 60_000)).toBe(true);
    expect(await releaseLease(t.ctx, "race", holder)).toBe(true);
    expect(await claimLease(other.ctx, "race", "short-lived", 50)).toBe(true);
    await sleep(80);
    expect(await claimLease(t.ctx, "race", "successor", 60_000)).toBe(true);
  });

  it("lets one of many racing processes run a periodic job per period", async () => {
    const first = await Promise.all(Array.from({ length: 12 }, (_, i) => claimDue(ctxOf(i), "hourly", 300)));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await claimDue(t.ctx, "hourly", 300)).toBe(false);
    await sleep(350);
    const second = await Promise.all(Array.from({ length: 12 }, (_, i) => claimDue(ctxOf(i), "hourly", 300)));
    expect(second.filter(Boolean)).toHaveLength(1);
  });

  it("never runs an exclusive job twice at once; a request during a run is served by one more run", async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    let started: () => void = () => {};
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const work = async () => {
      running += 1;
      overlapped ||= running > 1;
      runs += 1;
      started();
      await sleep(100);
      running -= 1;
    };
    const first = runExclusive(t.ctx, "collect", work);
    await firstStarted;
    const second = await runExclusive(other.ctx, "collect", work);
    expect(second).toBe("taken");
    expect(await first).toBe("ran");
    expect(runs).toBe(2);
    expect(overlapped).toBe(false);
    expect(await runExclusive(other.ctx, "collect", work)).toBe("ran");
    expect(runs).toBe(3);
  });

  it("gives the lease up when the work throws", async () => {
    await expect(runExclusive(t.ctx, "failing", () => Promise.reject(new Error("storage down")))).rejects.toThrow("storage down");
    expect(await runExclusive(other.ctx, "failing", async () => {})).toBe("ran");
  });
});
