import { apiRoute, messages } from "@wenku/contract";
import Fastify from "fastify";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext, Logger } from "../context.js";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";
import { errorHandler, registerRoutes } from "./register.js";
import { defineRoute } from "./route.js";

const itemSchema = z.object({ id: z.number(), title: z.string() });

/** A handler that returns what its schema refuses, as a drifted query or a bug would at run time. */
const drifted = (result: unknown) => () => Promise.resolve(result as z.input<typeof itemSchema>);

describe(`a reply that fails its schema is the server's error (${testDialect})`, () => {
  let t: TestServer;
  const logged: Array<{ msg: string; extra?: object }> = [];

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  async function serve(result: unknown) {
    const log: Logger = { info: () => {}, warn: () => {}, error: (msg, extra) => logged.push({ msg, extra }) };
    const ctx: AppContext = { ...t.ctx, log };
    const app = Fastify();
    app.setErrorHandler(errorHandler(ctx));
    const route = apiRoute({ method: "GET", path: "/api/v1/test-item", title: "测试", access: "public", reply: itemSchema });
    registerRoutes(app, ctx, [defineRoute(route, { gateExempt: true, handler: drifted(result) })]);
    await app.ready();
    const res = await app.inject({ method: "GET", url: "/api/v1/test-item" });
    await app.close();
    return res;
  }

  it("answers 500 with the error body and logs the route and what failed", async () => {
    const res = await serve({ id: "7", title: "文档" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: messages.serverError, code: 13, message: messages.serverError });
    expect(logged.at(-1)?.msg).toBe("reply does not match its schema");
    expect(JSON.stringify(logged.at(-1)?.extra)).toContain("GET /api/v1/test-item");
    expect(JSON.stringify(logged.at(-1)?.extra)).toContain('"id"');
  });

  it("sends a matching reply as the schema shapes it, extra fields left out", async () => {
    const before = logged.length;
    const res = await serve({ id: 7, title: "文档", password_hash: "secret" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, title: "文档" });
    expect(logged.length).toBe(before);
  });
});
