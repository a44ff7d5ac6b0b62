import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";

describe(`conversion queue overview (${testDialect})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["security", "enable_captcha_register", "false"]]);
    const now = Date.now();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    const job = (hash: string, state: string, extra: Record<string, unknown> = {}) => ({
      hash, source_key: `documents/${hash}`, ext: ".pdf", state, attempts: 0, run_after: nowIso(), created_at: at(0), updated_at: at(0), ...extra,
    });
    const jobs = [
        job("a".repeat(32), "queued", { created_at: at(5 * 60_000) }),
        job("b".repeat(32), "queued", { attempts: 1 }),
        job("c".repeat(32), "running", { attempts: 1 }),
        job("d".repeat(32), "done", { attempts: 1, finished_at: at(10 * 60_000) }),
        job("e".repeat(32), "done", { attempts: 1, finished_at: at(5 * 3_600_000) }),
        job("f".repeat(32), "failed", { attempts: 3, last_error: "文件已损坏", finished_at: at(60_000) }),
    ];
    // One row per statement: SQLite has no DEFAULT inside a multi-row VALUES list.
    for (const row of jobs) await t.ctx.db.kysely.insertInto("conversion_job").values(row as never).execute();
    for (const [hash, pages] of [["d".repeat(32), 12], ["e".repeat(32), 30]] as const) {
      await t.ctx.db.kysely.insertInto("converted_file").values({ hash, pages, created_at: nowIso(), updated_at: nowIso() }).execute();
    }
  });
  afterAll(() => t.close());

  it("counts jobs per state, throughput, the oldest wait and recent failures for admins", async () => {
    const res = await t.request("GET", "/api/v1/conversion/queue", { token: await t.adminToken() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      queued: 2, running: 1, failed: 1, done: 2, retrying: 1,
      finished_last_hour: 1, pages_last_hour: 12, finished_last_day: 2, pages_last_day: 42,
    });
    expect(Date.parse(res.body.oldest_queued_at)).toBeLessThan(Date.now() - 4 * 60_000);
    expect(res.body.recent_failures).toEqual([expect.objectContaining({ hash: "f".repeat(32), attempts: 3, last_error: "文件已损坏" })]);
  });

  it("is refused to members and anonymous visitors", async () => {
    const member = await t.registerMember();
    expect((await t.request("GET", "/api/v1/conversion/queue", { token: member.token })).status).toBe(403);
    expect((await t.request("GET", "/api/v1/conversion/queue")).status).toBe(401);
  });
});
