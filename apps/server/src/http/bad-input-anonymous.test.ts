import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fuzzServer, walkRoutes, walkTimeout } from "../test/bad-input-walk.js";
import { testDialect, type TestServer } from "../test/harness.js";

/**
 * Every registered API route with malformed queries and bodies, as an anonymous visitor: nothing answers 5xx, and
 * every refusal is the JSON error body of api-contract §1.5. Routes for signed-in callers turn the visitor away first.
 */
describe(`bad input never answers 5xx: anonymous visitor (${testDialect})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await fuzzServer();
  });
  afterAll(() => t.close());

  it("walks every route", { timeout: walkTimeout }, async () => {
    const { failures, sent } = await walkRoutes(t, () => Promise.resolve(undefined), (def) => def.access === "public");
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
