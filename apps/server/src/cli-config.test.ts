import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wenkuCliArgs } from "./test/cli-command.js";
import { createTestServer, testDialect, type TestServer } from "./test/harness.js";
import { startTestRedis, type TestRedis } from "./test/redis-server.js";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const run = promisify(execFile);

describe(`npm run wenku -- config:get / config:set against a running server (${testDialect})`, () => {
  let redis: TestRedis;
  let server: TestServer;

  /** The CLI as `npm run wenku` starts it, in a process of its own, on the server's database and Redis. */
  async function wenku(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const env = { ...process.env, WENKU_DATA_DIR: server.ctx.env.dataDir, DATABASE_URL: server.ctx.env.databaseUrl ?? "", WENKU_REDIS_URL: redis.url };
    try {
      const { stdout, stderr } = await run(process.execPath, [...wenkuCliArgs(), ...args], { cwd: repoRoot, env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  beforeAll(async () => {
    redis = await startTestRedis();
    // Settings kept a minute: only the message the command publishes can make the server serve the new value sooner.
    server = await createTestServer({ redisUrl: redis.url, settingsCacheMs: 60_000 });
  });
  afterAll(async () => {
    await server?.close();
    await redis?.close();
  });

  it("sets a value the running server serves within seconds, not the minute it keeps settings, and reads it back", async () => {
    expect((await server.request("GET", "/api/v1/settings")).body.system.sitename).not.toBe("命令行文库");
    const set = await wenku("config:set", "system", "sitename", "命令行文库");
    expect(set, set.stderr).toMatchObject({ code: 0 });
    expect(set.stdout.trim().split("\n").at(-1)).toBe("system.sitename = 命令行文库");
    expect(set.stderr).not.toContain("Redis unreachable");
    const exitedAt = Date.now();
    for (;;) {
      if ((await server.request("GET", "/api/v1/settings")).body.system.sitename === "命令行文库") break;
      expect(Date.now() - exitedAt).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const get = await wenku("config:get", "system", "sitename");
    expect(get.code).toBe(0);
    expect(get.stdout.trim().split("\n").at(-1)).toBe("命令行文库");
  });
});
