import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { onPgTestServer } from "../../test/pg-test-server.js";

describe(`GET /healthz (${testDialect})`, () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it("answers 200 {status: ok} without a session while the database answers, never cached, outside /api/v1", async () => {
    const res = await t.request("GET", "/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await t.request("GET", "/api/v1/healthz")).status).toBe(404);
  });

  it.runIf(testDialect === "postgres")("answers 503 while the database refuses connections, and 200 again once it accepts them", async () => {
    const name = new URL(t.ctx.db.url!).pathname.slice(1);
    // Several pooled connections at once, so the ended ones may still be in the pool when the database is back.
    await Promise.all(Array.from({ length: 6 }, () => sql`select pg_sleep(0.05)`.execute(t.ctx.db.kysely)));
    await onPgTestServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await onPgTestServer(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      const down = await t.request("GET", "/healthz");
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: "unavailable" });
    } finally {
      await onPgTestServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    // A load balancer probes again; on a loaded machine one probe may outlast the check's 2 s wait for a connection.
    const statuses: number[] = [];
    for (let probe = 0; probe < 5 && statuses.at(-1) !== 200; probe++) {
      statuses.push((await t.request("GET", "/healthz")).status);
    }
    expect(statuses.at(-1)).toBe(200);
  });

  it.runIf(testDialect === "sqlite")("answers 503 once the database can no longer be queried", async () => {
    const closing = await createTestServer();
    try {
      await closing.ctx.db.close();
      const res = await closing.request("GET", "/healthz");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: "unavailable" });
    } finally {
      await closing.close().catch(() => undefined);
    }
  });
});
