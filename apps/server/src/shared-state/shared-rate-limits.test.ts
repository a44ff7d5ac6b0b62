import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type RequestOptions, type TestServer } from "../test/harness.js";
import { startTestRedis, type TestRedis } from "../test/redis-server.js";
import { secondProcess, type SecondProcess } from "../test/second-process.js";

/** POST /api/v1/user/email/code allows 5 calls a minute per client address (@fastify/rate-limit). */
const IP_LIMITED = "/api/v1/user/email/code";
/** POST /api/v1/comment allows security.user_write_per_minute calls per member (http/user-rate-limit.ts). */
const USER_LIMITED = "/api/v1/comment";
const PER_USER = 3;

type Send = (method: string, url: string, options?: RequestOptions) => Promise<{ status: number; raw: string }>;

describe(`rate limits shared by two processes through Redis, per process while it is down (${testDialect})`, () => {
  let redis: TestRedis;
  let first: TestServer;
  let second: SecondProcess;
  /** Started while Redis is down. */
  let third: SecondProcess | undefined;
  let sends: Send[];
  const statuses: number[] = [];

  /** Calls `url` once on each process named (0, 1 or 2) in turn; the statuses in order. */
  async function callOn(processes: number[], url: string, options: RequestOptions): Promise<number[]> {
    const out: number[] = [];
    for (const p of processes) {
      const res = await sends[p]("POST", url, { body: {}, ...options });
      out.push(res.status);
      statuses.push(res.status);
    }
    return out;
  }
  const limited = (codes: number[]) => codes.map((code) => code === 429);

  beforeAll(async () => {
    redis = await startTestRedis();
    first = await createTestServer({ redisUrl: redis.url });
    await first.setSettings([["security", "user_write_per_minute", String(PER_USER)]]);
    second = await secondProcess(first, undefined, { env: { redisUrl: redis.url } });
    sends = [(...args) => first.request(...args), (...args) => second.request(...args)];
  });
  afterAll(async () => {
    await third?.close();
    await second?.close();
    await first?.close();
    await redis?.close();
  });

  it("counts a client's calls on both processes against one limit", async () => {
    const codes = await callOn([0, 1, 0, 1, 0, 1, 0], IP_LIMITED, { ip: "192.0.2.10" });
    expect(limited(codes)).toEqual([false, false, false, false, false, true, true]);
  });

  it("counts a member's calls on both processes against one sliding minute", async () => {
    const member = await first.registerMember();
    const codes = await callOn([0, 1, 1, 0, 1], USER_LIMITED, { token: member.token });
    expect(limited(codes)).toEqual([false, false, false, true, true]);
  });

  it("keeps answering when Redis dies, each process counting alone, with one warning", async () => {
    await redis.kill();
    const member = await first.registerMember();
    const byIp = await callOn([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1], IP_LIMITED, { ip: "192.0.2.20" });
    expect(limited(byIp)).toEqual([false, false, false, false, false, true, false, false, false, false, false, true]);
    const byUser = await callOn([0, 0, 0, 0, 1, 1, 1, 1], USER_LIMITED, { token: member.token });
    expect(limited(byUser)).toEqual([false, false, false, true, false, false, false, true]);
    const warnings = second.log.lines.filter((line) => line.level === "warn" && line.msg.startsWith("Redis unreachable"));
    expect(warnings).toHaveLength(1);
    expect(first.ctx.shared?.redis.up()).toBe(false);
  });

  it("starts another process while Redis is down, counting alone", async () => {
    third = await secondProcess(first, undefined, { env: { redisUrl: redis.url } });
    sends.push((...args) => third!.request(...args));
    const codes = await callOn([2, 2, 2, 2, 2, 2], IP_LIMITED, { ip: "192.0.2.20" });
    expect(limited(codes)).toEqual([false, false, false, false, false, true]);
    expect(third.log.lines.filter((line) => line.level === "warn" && line.msg.startsWith("Redis unreachable"))).toHaveLength(1);
  });

  it("shares the counts again once Redis is back", async () => {
    await redis.start();
    await waitFor(() => [first.ctx, second.ctx, third!.ctx].every((ctx) => ctx.shared!.redis.up()));
    for (const p of [second, third!]) expect(p.log.lines.some((line) => line.level === "info" && line.msg.startsWith("Redis reachable again"))).toBe(true);
    const codes = await callOn([1, 0, 2, 0, 1, 2, 1], IP_LIMITED, { ip: "192.0.2.30" });
    expect(limited(codes)).toEqual([false, false, false, false, false, true, true]);
  });

  it("never answered a server error meanwhile", () => {
    expect(statuses.length).toBeGreaterThan(30);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
