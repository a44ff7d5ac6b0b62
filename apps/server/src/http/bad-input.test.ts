import { errorBodySchema } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, insertCategory, insertDocument } from "../modules/documents/document-fixtures.js";
import { apiRoutes } from "../modules/index.js";
import { badInputsFor, type BadInput } from "../test/bad-inputs.js";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";
import type { RouteDef } from "./route.js";

/** Revokes the caller's own token; sent last for each caller so the other routes still see them signed in. */
const logoutPath = "/api/v1/user/logout";

let ipCounter = 0;
const nextIp = () => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

/**
 * Walks every registered API route with malformed queries and bodies, as an anonymous visitor, a member and an
 * administrator: nothing may answer 5xx, and every refusal is the JSON error body of api-contract §1.5.
 */
describe(`bad input never answers 5xx (${testDialect})`, () => {
  let t: TestServer;
  const routes = apiRoutes().sort((a, b) => Number(a.path === logoutPath) - Number(b.path === logoutPath));

  beforeAll(async () => {
    t = await createTestServer();
    const owner = await createMember(t.ctx);
    const categoryId = await insertCategory(t.ctx, "模糊测试分类");
    await insertDocument(t.ctx, { userId: owner.id, categoryIds: [categoryId] });
  });
  afterAll(() => t.close());

  async function send(def: RouteDef, input: BadInput, token: string | undefined) {
    const res = await t.app.inject({
      method: def.method,
      url: def.path + (input.query ? `?${input.query}` : ""),
      headers: {
        "x-forwarded-for": nextIp(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(input.contentType ? { "content-type": input.contentType } : {}),
      },
      payload: input.body,
    });
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = undefined;
    }
    const wellFormed = res.statusCode < 400 || errorBodySchema.safeParse(body).success;
    if (res.statusCode < 500 && wellFormed) return undefined;
    return { key: `${def.method} ${def.path} → ${res.statusCode} ${res.body.slice(0, 160)}`, label: input.label };
  }

  async function walk(token: () => Promise<string | undefined>) {
    const labelsByFailure = new Map<string, string[]>();
    let sent = 0;
    for (const def of routes) {
      const caller = await token();
      for (const input of badInputsFor(def)) {
        const failure = await send(def, input, caller);
        sent++;
        if (failure) labelsByFailure.set(failure.key, [...(labelsByFailure.get(failure.key) ?? []), failure.label]);
      }
    }
    const failures = [...labelsByFailure].map(([key, labels]) => `${key} [${labels.slice(0, 4).join("; ")}${labels.length > 4 ? "; …" : ""}]`);
    return { failures, sent };
  }

  // Thousands of requests per caller: allow for a slow shared machine.
  const walkTimeout = 600_000;

  it("as an anonymous visitor", { timeout: walkTimeout }, async () => {
    const { failures, sent } = await walk(async () => undefined);
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });

  it("as a member", { timeout: walkTimeout }, async () => {
    const member = await t.registerMember();
    const { failures } = await walk(async () => member.token);
    expect(failures).toEqual([]);
  });

  it("as an administrator", { timeout: walkTimeout }, async () => {
    const { failures } = await walk(() => t.adminToken());
    expect(failures).toEqual([]);
  });
});
