import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";

/** CORS and nosniff on every API reply (api-contract §1.1), set by handlers rather than a global hook. */
describe(`API reply headers (${testDialect})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const cors = { "access-control-allow-origin": "*", "x-content-type-options": "nosniff" };

  it("answers a preflight under /api/ with the methods and headers a browser checks", async () => {
    const res = await t.app.inject({ method: "OPTIONS", url: "/api/v1/document/list", headers: { origin: "https://other.example" } });
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      ...cors,
      "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, HEAD",
      "access-control-allow-headers": "*",
      "access-control-max-age": "43200",
    });
  });

  it("puts the CORS headers on successes, refusals, validation errors and unknown paths alike", async () => {
    const replies = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/v1/settings" }),
      t.app.inject({ method: "GET", url: "/api/v1/user" }),
      t.app.inject({ method: "GET", url: "/api/v1/document/list?page=-5&size=abc" }),
      t.app.inject({ method: "GET", url: "/api/v1/no-such-thing" }),
      t.app.inject({ method: "DELETE", url: "/api/v1/settings" }),
      t.app.inject({ method: "GET", url: "/api/v1/openapi.json" }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 401, 400, 404, 405, 200]);
    for (const reply of replies) expect(reply.headers).toMatchObject(cors);
  });

  it("does not put API headers on pages and files", async () => {
    const res = await t.app.inject({ method: "GET", url: "/uploads/nothing-here.png" });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe(`GET /api/v1/settings bytes (${testDialect})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it("sends the same JSON gzipped to a client that accepts gzip, and plain otherwise", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/v1/settings" });
    const zipped = await t.app.inject({ method: "GET", url: "/api/v1/settings", headers: { "accept-encoding": "br, gzip;q=0.8" } });
    const refused = await t.app.inject({ method: "GET", url: "/api/v1/settings", headers: { "accept-encoding": "gzip;q=0" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    for (const reply of [plain, zipped]) expect(reply.headers.vary).toBe("accept-encoding");
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(JSON.parse(plain.body).system.sitename).toEqual(expect.any(String));
  });

  it("answers from memory until a save, then with the saved value at once, gzipped too", async () => {
    await t.app.inject({ method: "GET", url: "/api/v1/settings" });
    await t.setSettings([["system", "sitename", "新站名 <&\"> 测试"]]);
    const plain = await t.app.inject({ method: "GET", url: "/api/v1/settings" });
    const zipped = await t.app.inject({ method: "GET", url: "/api/v1/settings", headers: { "accept-encoding": "gzip" } });
    expect(JSON.parse(plain.body).system.sitename).toBe("新站名 <&\"> 测试");
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).system.sitename).toBe("新站名 <&\"> 测试");
  });
});
