import { messages } from "@wenku/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { issueToken } from "../session/tokens.js";
import { apiRoutes } from "../index.js";
import { createUser } from "../users/create-user.js";

async function memberToken(t: TestServer, username: string): Promise<string> {
  const id = await createUser(t.ctx, { username, password: "member-pass-1", email: "", ip: "127.0.0.1" });
  return issueToken(t.ctx, { id, token_version: 0 });
}

/** Routes that must answer while the site is closed or needs a login: what the login and closed pages need. */
const mustStayReachable = [
  "GET /api/v1/settings",
  "GET /api/v1/settings/recharge",
  "GET /api/v1/ping",
  "GET /api/v1/user/captcha",
  "POST /api/v1/user/login",
  "POST /api/v1/user/register",
  "POST /api/v1/user/findpassword/stepone",
  "PUT /api/v1/user/findpassword/steptwo",
];

/**
 * Every route allowed to skip the gates. Exempting another route is a decision about a closed site:
 * add it here on purpose.
 */
const mayStayReachable = new Set([
  ...mustStayReachable,
  "DELETE /api/v1/user/logout",
  "GET /api/v1/user/permission",
  "GET /api/v1/user/group",
  "POST /api/v1/user/register/mobile",
  "POST /api/v1/user/login/mobile",
  "POST /api/v1/user/findpassword/mobile",
  "POST /api/v1/sms",
  "POST /api/v1/user/email/code",
  "POST /api/v1/oauth/login",
  "GET /api/v1/oauth/configs",
  "POST /api/v1/oauth/authorize",
  "GET /api/v1/oauth/wechatmp/scan/code",
  "POST /api/v1/oauth/wechatmp/scan/login/status",
  "POST /api/v1/oauth/wechatmp/scan/login",
  "GET /api/v1/oauth/wechatmp/scan/confirm",
  "POST /api/v1/oauth/wechatmp/scan/confirm",
  "POST /api/v1/oauth/wechatmp/login",
]);

describe("gate exemptions", () => {
  const exempt = apiRoutes()
    .filter((r) => r.gateExempt)
    .map((r) => `${r.method} ${r.path}`);

  it("keep the settings, ping, captcha, login, register and password-reset routes reachable", () => {
    for (const key of mustStayReachable) expect(exempt, key).toContain(key);
  });

  it("exempt nothing else", () => {
    for (const key of exempt) expect(mayStayReachable.has(key), `${key} skips the site gates`).toBe(true);
  });
});

describe(`site gates (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    member = await memberToken(t, "gate_member");
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.setSettings([
      ["security", "is_close", "false"],
      ["security", "login_required", "false"],
    ]);
  });

  it("a closed site: 401 anonymous, 403 网站已关闭 for members, open to administrators", async () => {
    await t.setSettings([["security", "is_close", "true"]]);
    for (const path of ["/api/v1/navigation/list", "/api/v1/category/list", "/api/v1/stats"]) {
      const anonymous = await t.request("GET", path);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body.message).toBe(messages.notLoggedIn);
      const signedIn = await t.request("GET", path, { token: member });
      expect(signedIn.status, path).toBe(403);
      expect(signedIn.body.message).toBe(messages.siteClosed);
      expect((await t.request("GET", path, { token: admin })).status, path).toBe(200);
    }
  });

  it("a closed site still answers the settings, recharge settings, ping and OpenAPI", async () => {
    await t.setSettings([["security", "is_close", "true"]]);
    const settings = await t.request("GET", "/api/v1/settings");
    expect(settings.status).toBe(200);
    expect(settings.body.security.is_close).toBe(true);
    expect(settings.body.security.close_statement).toBe("网站维护中，请稍后访问");
    expect((await t.request("GET", "/api/v1/settings/recharge")).status).toBe(200);
    expect((await t.request("GET", "/api/v1/ping")).status).toBe(200);
    expect((await t.request("GET", "/api/v1/openapi.json")).status).toBe(200);
  });

  it("login required: 401 on lists for anonymous callers, who can still read the settings", async () => {
    await t.setSettings([["security", "login_required", "true"]]);
    for (const path of ["/api/v1/navigation/list", "/api/v1/friendlink/list", "/api/v1/category/list", "/api/v1/language/list"]) {
      const anonymous = await t.request("GET", path);
      expect(anonymous.status, path).toBe(401);
      expect((await t.request("GET", path, { token: member })).status, path).toBe(200);
    }
    const settings = await t.request("GET", "/api/v1/settings");
    expect(settings.status).toBe(200);
    expect(settings.body.security.login_required).toBe(true);
  });

  it("an open site answers anonymous callers", async () => {
    expect((await t.request("GET", "/api/v1/navigation/list")).status).toBe(200);
  });
});
