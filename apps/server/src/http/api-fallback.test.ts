import { errorBodySchema } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";

/**
 * Unknown paths under /api/ answer the JSON error body for every method, even with the web app's catch-all
 * registered; a known path asked with another method is 405 with an Allow header.
 */
describe(`unknown API paths and methods (${testDialect})`, () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer({}, { web: true });
  });
  afterAll(() => t.close());

  const send = (method: string, url: string) => t.app.inject({ method: method as "GET", url, headers: { "content-type": "application/json" }, payload: method === "GET" || method === "HEAD" ? undefined : "{}" });

  it("is a JSON 404 for every method, never the web app's page", async () => {
    for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH"]) {
      for (const url of ["/api/v1/no-such-thing", "/api/v2/user/login", "/api/", "/api/v1/user/login/extra?x=1"]) {
        const res = await send(method, url);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ error: "接口不存在", code: 5, message: "接口不存在" });
      }
    }
    const head = await send("HEAD", "/api/v1/no-such-thing");
    expect(head.statusCode).toBe(404);
  });

  it("is a JSON 405 naming the allowed methods for a known path and another method", async () => {
    const getOnly = await send("POST", "/api/v1/settings");
    expect(getOnly.statusCode).toBe(405);
    expect(getOnly.headers.allow).toBe("GET, HEAD");
    expect(errorBodySchema.parse(getOnly.json())).toEqual({ error: "接口不支持 POST 请求，请使用 GET, HEAD", code: 12, message: "接口不支持 POST 请求，请使用 GET, HEAD" });
    const postOnly = await send("GET", "/api/v1/user/login?x=1");
    expect(postOnly.statusCode).toBe(405);
    expect(postOnly.headers.allow).toBe("POST");
    expect(postOnly.json().message).toBe("接口不支持 GET 请求，请使用 POST");
    const patch = await send("PATCH", "/api/v1/navigation");
    expect(patch.statusCode).toBe(405);
    expect(patch.headers.allow).toBe("GET, HEAD, POST, PUT, DELETE");
  });

  it("still serves the known routes and the web app outside /api/", async () => {
    expect((await send("GET", "/api/v1/settings")).statusCode).toBe(200);
    expect((await send("GET", "/api/v1/openapi.json")).statusCode).toBe(200);
    const page = await send("GET", "/");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("marks API replies nosniff", async () => {
    for (const url of ["/api/v1/settings", "/api/v1/no-such-thing"]) expect((await send("GET", url)).headers["x-content-type-options"]).toBe("nosniff");
  });
});
