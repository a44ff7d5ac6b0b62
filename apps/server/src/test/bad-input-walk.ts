import { errorBodySchema } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteDef } from "../http/route.js";
import { createMember, insertCategory, insertDocument } from "../modules/documents/document-fixtures.js";
import { apiRoutes } from "../modules/index.js";
import { badInputsFor, refusedInputsFor, type BadInput } from "./bad-inputs.js";
import { createTestServer, testDialect, type TestServer } from "./harness.js";
import { predictedRefusal } from "./validation-refusal.js";

/** Revokes the caller's own token; sent last so the other routes still see the caller signed in. */
const logoutPath = "/api/v1/user/logout";

/** How many of one route's malformed requests are sent at once. */
const inFlight = 6;

/** Thousands of requests per caller: allow for a slow shared machine. */
const walkTimeout = 600_000;

/** A test server holding a member, a category and a document, so bad values reach handlers that look rows up. */
async function fuzzServer(): Promise<TestServer> {
  const t = await createTestServer();
  const owner = await createMember(t.ctx);
  const categoryId = await insertCategory(t.ctx, "模糊测试分类");
  await insertDocument(t.ctx, { userId: owner.id, categoryIds: [categoryId] });
  return t;
}

let ipCounter = 0;
const nextIp = () => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

async function send(t: TestServer, def: RouteDef, input: BadInput, token: string | undefined, predicted: string | undefined) {
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
  // A route's rate limits are counted before its schemas are applied: once spent, it answers 429 instead.
  const limited = res.statusCode === 429 && (def.rateLimit !== undefined || def.userRateLimit !== undefined);
  const asPredicted = predicted === undefined || limited || (res.statusCode === 400 && (body as { message?: unknown } | undefined)?.message === predicted);
  if (res.statusCode < 500 && wellFormed && asPredicted) return undefined;
  const expected = asPredicted ? "" : ` (predicted 400 ${predicted})`;
  return { key: `${def.method} ${def.path} → ${res.statusCode} ${res.body.slice(0, 160)}${expected}`, label: input.label };
}

type Caller = "anonymous" | "member" | "administrator";

/** Which routes admit the caller past the access check; the others get only a few inputs (refusedInputsFor). */
const admits: Record<Caller, (def: RouteDef) => boolean> = {
  anonymous: (def) => def.access === "public",
  member: (def) => def.access !== "admin",
  administrator: () => true,
};

/**
 * The caller who checks a route's predicted refusals on the SQLite pass: the one with the fewest rights the route
 * admits. A refusal the route's schemas make (validation-refusal.ts) comes after the access check and before the
 * handler, the same for every caller admitted, so it is checked once per route, not once per caller.
 */
const narrowestCaller: Record<RouteDef["access"], Caller> = { public: "anonymous", login: "member", admin: "administrator" };

/**
 * The inputs to send a caller the route admits. The route's narrowest caller on the SQLite pass sends them all and
 * checks every predicted refusal; the other callers, and every caller on the PostgreSQL pass, leave out those the
 * route's schemas refuse before its handler runs, bar the first, so they spend their time on the requests whose path
 * through the handler and the database differs.
 */
function admittedInputs(def: RouteDef, caller: Caller): Array<{ input: BadInput; predicted: string | undefined }> {
  const inputs = badInputsFor(def).map((input) => ({ input, predicted: predictedRefusal(def, input) }));
  if (testDialect === "sqlite" && narrowestCaller[def.access] === caller) return inputs;
  return inputs.filter((entry, index) => index === 0 || entry.predicted === undefined);
}

/**
 * Sends every route its malformed requests as one caller: the whole set where the caller gets past the access check
 * (`admits`, less what `admittedInputs` leaves to another caller), a few where the route refuses them first. Answers
 * the failures (5xx, or an error body not in the format of api-contract §1.5) grouped by route and status, and how
 * many requests went out.
 */
async function walkRoutes(
  t: TestServer,
  caller: Caller,
  token: () => Promise<string | undefined>,
  /** One of `of` parts of the routes (every `of`-th from `part`), so a long walk can run as several files at once. */
  shard: { part: number; of: number } = { part: 0, of: 1 },
) {
  const routes = apiRoutes()
    .filter((_def, index) => index % shard.of === shard.part)
    .sort((a, b) => Number(a.path === logoutPath) - Number(b.path === logoutPath));
  const labelsByFailure = new Map<string, string[]>();
  let sent = 0;
  for (const def of routes) {
    const callerToken = await token();
    const inputs = admits[caller](def) ? admittedInputs(def, caller) : refusedInputsFor(def).map((input) => ({ input, predicted: undefined }));
    // A few of one route's requests at a time: on PostgreSQL each waits on the database, and the server answers
    // the others meanwhile. Routes still go one after another (logout last).
    for (let start = 0; start < inputs.length; start += inFlight) {
      const batch = inputs.slice(start, start + inFlight);
      const results = await Promise.all(batch.map(({ input, predicted }) => send(t, def, input, callerToken, predicted)));
      sent += batch.length;
      for (const failure of results) if (failure) labelsByFailure.set(failure.key, [...(labelsByFailure.get(failure.key) ?? []), failure.label]);
    }
  }
  const failures = [...labelsByFailure].map(([key, labels]) => `${key} [${labels.slice(0, 4).join("; ")}${labels.length > 4 ? "; …" : ""}]`);
  return { failures, sent };
}

/**
 * The test of one caller (on a test server of its own, so the files run side by side): nothing answers 5xx to any
 * malformed request, and every refusal is the JSON error body of api-contract §1.5.
 */
export function describeBadInputWalk(caller: Caller, shard: { part: number; of: number } = { part: 0, of: 1 }) {
  const which = shard.of > 1 ? `, routes ${shard.part + 1} of every ${shard.of}` : "";
  describe(`bad input never answers 5xx: ${caller}${which} (${testDialect})`, () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await fuzzServer();
    });
    afterAll(() => t.close());

    it("walks the routes", { timeout: walkTimeout }, async () => {
      let token: () => Promise<string | undefined> = () => Promise.resolve(undefined);
      if (caller === "administrator") token = () => t.adminToken();
      if (caller === "member") {
        const member = await t.registerMember();
        token = () => Promise.resolve(member.token);
      }
      const { failures, sent } = await walkRoutes(t, caller, token, shard);
      expect(sent).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
    });
  });
}
