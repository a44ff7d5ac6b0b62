import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext, silentLogger } from "../bootstrap.js";
import { configGet, configSet } from "../modules/settings/config-commands.js";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";
import { startTestRedis, type TestRedis } from "../test/redis-server.js";
import { secondProcess, type SecondProcess } from "../test/second-process.js";

/** Settings and pages are kept a minute here: without the bus, the second process would serve the old ones that long. */
const KEPT = { pageCacheMs: 60_000, settingsCacheMs: 60_000 };
/**
 * How soon the other process must serve a change: far below the minute it would keep the old value without the bus,
 * and above what one server-rendered page can take on a loaded two-core machine (a second at times in CI).
 */
const PROMPTLY_MS = 5_000;

const newName = () => `文库-${crypto.randomBytes(3).toString("hex")}`;

/** Polls `read` until `wanted` holds; the time it first held (Date.now()), or a failure after `timeoutMs`. */
async function seenAt(read: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await read()) return Date.now();
    if (Date.now() > deadline) throw new Error("the new value was not served in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`settings and pages changed on one process are served by the other within seconds, not the minute they are kept (${testDialect})`, () => {
  let redis: TestRedis;
  let first: TestServer;
  let second: SecondProcess;
  let admin: string;

  const sitenameOn = async (p: TestServer | SecondProcess) => (await p.request("GET", "/api/v1/settings")).body.system.sitename as string;
  const homeOn = async (p: TestServer | SecondProcess) => (await p.request("GET", "/")).raw;
  const saveThroughApi = (name: string, value: string, category = "system") =>
    first.request("PUT", "/api/v1/config", { token: admin, body: { config: [{ category, name, value }] } });

  beforeAll(async () => {
    redis = await startTestRedis();
    first = await createTestServer({ redisUrl: redis.url, ...KEPT }, { web: true });
    second = await secondProcess(first, undefined, { env: { redisUrl: redis.url, ...KEPT }, web: true });
    admin = await first.adminToken();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await redis?.close();
  });

  it("serves a setting saved through the API on process 1 from process 2 within seconds, settings reply and page", async () => {
    const name = newName();
    expect(await sitenameOn(second)).not.toBe(name);
    expect(await homeOn(second)).not.toContain(name);
    const saved = await saveThroughApi("sitename", name);
    expect(saved.status, saved.raw).toBe(200);
    const savedAt = Date.now();
    const settingsAt = await seenAt(async () => (await sitenameOn(second)) === name);
    expect(settingsAt - savedAt).toBeLessThan(PROMPTLY_MS);
    const pageAt = await seenAt(async () => (await homeOn(second)).includes(name));
    expect(pageAt - savedAt).toBeLessThan(PROMPTLY_MS);
  });

  it("serves site data changed through the API on process 1 in process 2's pages within seconds (web/ssr-data-cache.ts)", async () => {
    const title = newName();
    expect(await homeOn(second)).not.toContain(title);
    const created = await first.request("POST", "/api/v1/friendlink", { token: admin, body: { title, link: "https://links.example.com/" } });
    expect(created.status, created.raw).toBe(200);
    const createdAt = Date.now();
    expect((await seenAt(async () => (await homeOn(second)).includes(title))) - createdAt).toBeLessThan(PROMPTLY_MS);
  });

  it("keeps saving while Redis is down, and drops what the other process missed once it is back", async () => {
    expect(await homeOn(second)).toBeTruthy();
    await redis.kill();
    const name = newName();
    const saved = await saveThroughApi("sitename", name);
    expect(saved.status, saved.raw).toBe(200);
    expect(await sitenameOn(first)).toBe(name);
    await redis.start();
    const backAt = await seenAt(() => first.ctx.shared!.redis.up() && second.ctx.shared!.redis.up(), 10_000);
    const pageAt = await seenAt(async () => (await homeOn(second)).includes(name));
    expect(pageAt - backAt).toBeLessThan(PROMPTLY_MS);
  });

  it("config:set validates like the API, stores, and every process serves the value within seconds", async () => {
    const cli = await createContext({ dataDir: first.ctx.env.dataDir, databaseUrl: first.ctx.env.databaseUrl, redisUrl: redis.url }, silentLogger);
    try {
      const refused = await saveThroughApi("user_write_per_minute", "0", "security");
      expect(refused.status).toBe(400);
      await expect(configSet(cli, "security", "user_write_per_minute", "0")).rejects.toThrow(refused.body.message as string);
      await expect(configGet(cli, "nope", "sitename")).rejects.toThrow("未知的配置分类：nope");
      await expect(configGet(cli, "system", "nope")).rejects.toThrow("中没有 nope");

      const name = newName();
      expect(await sitenameOn(second)).not.toBe(name);
      expect(await configSet(cli, "system", "sitename", name)).toEqual([`system.sitename = ${name}`]);
      const savedAt = Date.now();
      expect(await configGet(cli, "system", "sitename")).toBe(name);
      for (const p of [first, second]) expect((await seenAt(async () => (await sitenameOn(p)) === name)) - savedAt).toBeLessThan(PROMPTLY_MS);

      expect(await configSet(cli, "email", "password", "smtp-secret")).toEqual(["email.password = ******"]);
      await seenAt(async () => (await first.ctx.settings.get("email", "password")) === "smtp-secret");
    } finally {
      await cli.db.close();
      await cli.shared?.close();
    }
  });
});
