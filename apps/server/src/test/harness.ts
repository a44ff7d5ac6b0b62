import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ApiRoute } from "@wenku/contract";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { createServer, silentLogger, type Server } from "../bootstrap.js";
import type { Env } from "../config/env.js";
import { allowLoopback } from "./allow-loopback.js";
import { requestOptionsOf, routePath, type ApiCallArgs, type ApiCallResult, type SentCallInput } from "./api-call.js";
import { testDatabaseName } from "./test-database-name.js";
import { dropInBackground, onPgTestServer } from "./pg-test-server.js";
import { snapshotWebBuild } from "./web-build-snapshot.js";

export const ADMIN_PASSWORD = "admin-test-password";

/** Which database the API tests run on: PostgreSQL when WENKU_TEST_PG holds a server URL, else SQLite. */
export const testDialect = process.env.WENKU_TEST_PG ? "postgres" : "sqlite";

/**
 * A database of its own on the PostgreSQL server: a copy of the run's migrated template (database-templates.ts)
 * when the global setup made one, else an empty one that createServer migrates.
 */
async function createPgDatabase(): Promise<{ url: string; drop(): void }> {
  const name = testDatabaseName("wenku_t");
  const template = inject("pgTemplate");
  await onPgTestServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(process.env.WENKU_TEST_PG!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropInBackground(name) };
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | Array<string | number | boolean>>;
  ip?: string;
  headers?: Record<string, string>;
}

/**
 * JSON as the server tests read it: untyped, its shape checked with expect() (.oxlintrc.json turns the no-unsafe
 * rules off for test files to match). A reply's type is enforced by its route's reply schema on the server.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one untyped value the tests read replies through
export type UntypedJson = any;

export interface TestServer extends Server {
  dataDir: string;
  request(method: string, url: string, options?: RequestOptions): Promise<{ status: number; body: UntypedJson; headers: Record<string, unknown>; raw: string }>;
  /** Calls one route of the contract's table (`apiRoutes` of @wenku/contract), its input and reply typed by the route. */
  call<T extends ApiRoute>(route: T, ...[input]: ApiCallArgs<T>): Promise<ApiCallResult<T>>;
  login(username: string, password: string): Promise<string>;
  adminToken(): Promise<string>;
  /** Registers a member through the API (captcha read from the database) and returns its token and id. */
  registerMember(username?: string, password?: string): Promise<{ token: string; id: number; username: string; password: string }>;
  setSettings(entries: Array<[string, string, string]>): Promise<void>;
}

let ipCounter = 1;
const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export function encodeQuery(query: RequestOptions["query"]): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

/** On SQLite, the test server's data folder starts with a copy of the run's migrated database file, when there is one. */
function copySqliteTemplate(dataDir: string) {
  const template = inject("sqliteTemplate");
  if (template) fs.copyFileSync(template, path.join(dataDir, "wenku.db"));
}

/**
 * One API call as the tests make it, through `app.inject`: query, Bearer token, JSON body and the client address
 * (`ip`, if any, as the trusted proxy's X-Forwarded-For); the body parsed when it is JSON.
 */
export async function injectRequest(app: FastifyInstance, method: string, url: string, o: RequestOptions, ip: string | undefined) {
  const res = await app.inject({
    method: method as "GET",
    url: url + encodeQuery(o.query),
    headers: {
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...(o.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(ip ? { "x-forwarded-for": ip } : {}),
      ...o.headers,
    },
    payload: o.body !== undefined ? JSON.stringify(o.body) : undefined,
  });
  let body: unknown = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body: body as UntypedJson, headers: res.headers as Record<string, unknown>, raw: res.body };
}

export async function createTestServer(env: Partial<Env> = {}, options: { web?: boolean; startWorkers?: boolean } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-test-"));
  const database = testDialect === "postgres" ? await createPgDatabase() : undefined;
  if (!database && env.databaseUrl === undefined && env.dataDir === undefined) copySqliteTemplate(dataDir);
  // Pages render from a copy of the built web app, so a build running meanwhile cannot change them mid-test.
  const webBuildDir = options.web ? snapshotWebBuild(dataDir) : undefined;
  const server = await createServer(
    { dataDir, databaseUrl: database?.url, adminPassword: ADMIN_PASSWORD, workers: "none", ...(webBuildDir ? { webBuildDir, production: true } : {}), ...env },
    { log: silentLogger, web: options.web ?? false, startWorkers: options.startWorkers ?? false },
  );
  // The local fakes every test talks to (model providers, gateways, SMTP) listen on 127.0.0.1.
  await allowLoopback(server.ctx.settings);
  let adminTokenCache: string | undefined;
  const request: TestServer["request"] = (method, url, o = {}) => injectRequest(server.app, method, url, o, o.ip ?? freshIp());
  const login = async (username: string, password: string) => {
    await server.ctx.settings.save([{ category: "security", name: "enable_captcha_login", value: "false" }]);
    const res = await request("POST", "/api/v1/user/login", { body: { username, password } });
    if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.raw}`);
    return (res.body as { token: string }).token;
  };
  let memberCounter = 0;
  return {
    ...server,
    dataDir,
    request,
    call: (route, ...[input]) => {
      const typed = input as SentCallInput | undefined;
      return request(route.method, routePath(route, typed?.params), requestOptionsOf(typed));
    },
    login,
    async adminToken() {
      return (adminTokenCache ??= await login("admin", ADMIN_PASSWORD));
    },
    async registerMember(username = `member${++memberCounter}_${crypto.randomBytes(3).toString("hex")}`, password = "member-pass-1") {
      const captcha = await request("GET", "/api/v1/user/captcha", { query: { type: "register" } });
      const captchaId = (captcha.body as { id?: string }).id;
      let answer = "";
      if (captchaId) {
        const row = await server.ctx.db.kysely.selectFrom("captcha").select("answer").where("id", "=", captchaId).executeTakeFirst();
        answer = row?.answer ?? "";
      }
      const res = await request("POST", "/api/v1/user/register", {
        body: { username, password, email: `${username}@example.com`, captcha_id: captchaId ?? "", captcha: answer },
      });
      if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.raw}`);
      const { token, user } = res.body as { token: string; user: { id: number } };
      return { token, id: user.id, username, password };
    },
    async setSettings(entries) {
      await server.ctx.settings.save(entries.map(([category, name, value]) => ({ category, name, value })));
    },
    async close() {
      await server.close();
      database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
