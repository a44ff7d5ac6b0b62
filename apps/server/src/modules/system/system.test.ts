import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";

describe(`system endpoints (${testDialect})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it("answers ping", async () => {
    const res = await t.call(apiRoutes.system.ping, { query: { name: "x" } });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe("x");
  });

  it("publishes an OpenAPI document built from the route schemas", async () => {
    const res = await t.request("GET", "/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(res.body.paths["/api/v1/ping"].get.summary).toBe("健康检查");
  });

  it("answers unknown API paths with the error format", async () => {
    const res = await t.request("GET", "/api/v1/nope");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "接口不存在", code: 5, message: "接口不存在" });
  });

  it("generates secrets at first start, unique per installation", async () => {
    const rows = await t.ctx.db.kysely.selectFrom("app_secret").select(["name", "value"]).execute();
    expect(rows.map((r) => r.name).sort()).toEqual(["device", "download", "email", "jwt", "llm", "page"]);
    expect(new Set(rows.map((r) => r.value)).size).toBe(6);
    for (const r of rows) expect(r.value.length).toBeGreaterThanOrEqual(60);
  });
});
