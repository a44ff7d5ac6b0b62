import crypto from "node:crypto";
import { SignJWT } from "jose";
import { apiRoutes, messages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_PASSWORD, createTestServer, testDialect, type TestServer } from "../../test/harness.js";

describe(`registration, sign-in and sign-out (${testDialect})`, () => {
  let t: TestServer;
  const db = () => t.ctx.db.kysely;

  async function solveCaptcha(type: string) {
    const res = await t.request("GET", "/api/v1/user/captcha", { query: { type } });
    expect(res.status).toBe(200);
    const row = await db().selectFrom("captcha").select("answer").where("id", "=", res.body.id).executeTakeFirstOrThrow();
    return { captcha_id: res.body.id as string, captcha: row.answer };
  }

  const userCount = async () => Number((await db().selectFrom("user").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  describe("POST /api/v1/user/register", () => {
    it("creates the account in the default group, awards the registration credits through the ledger and signs in", async () => {
      const res = await t.call(apiRoutes.auth.register, {
        ip: "192.0.2.10",
        body: { username: "alice", password: "alice-pass", email: "Alice@Example.com", ...(await solveCaptcha("register")) },
      });
      expect(res.status).toBe(200);
      expect(typeof res.body.token).toBe("string");
      expect(res.body.user).toMatchObject({ username: "alice", email: "alice@example.com", credit_count: 10, register_ip: "192.0.2.10" });
      expect(res.body.user).not.toHaveProperty("password_hash");
      expect(res.body.user).not.toHaveProperty("remark");
      const id = res.body.user.id;
      const groups = await db().selectFrom("user_group").select("group_id").where("user_id", "=", id).execute();
      expect(groups.map((g) => Number(g.group_id))).toEqual([2]);
      const ledger = await db().selectFrom("credit_ledger").selectAll().where("user_id", "=", id).execute();
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({ reason: "register", balance_after: 10 });
      expect(Number(ledger[0].delta)).toBe(10);
      const me = await t.call(apiRoutes.user.get, { token: res.body.token });
      expect(me.status).toBe(200);
      expect(me.body.username).toBe("alice");
    });

    it("awards the configured score.register", async () => {
      await t.setSettings([["score", "register", "25"], ["security", "enable_captcha_register", "false"]]);
      const res = await t.call(apiRoutes.auth.register, { body: { username: "rich", password: "rich-pass", email: "rich@example.com" } });
      expect(res.status).toBe(200);
      expect(res.body.user.credit_count).toBe(25);
      await t.setSettings([["score", "register", "10"], ["security", "enable_captcha_register", "true"]]);
    });

    it("needs a correct captcha while the register captcha is on", async () => {
      const before = await userCount();
      const body = { username: "bob", password: "bob-pass", email: "bob@example.com" };
      const missing = await t.call(apiRoutes.auth.register, { body });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ error: messages.captchaWrong, code: 3, message: messages.captchaWrong });
      const { captcha_id } = await solveCaptcha("register");
      const wrong = await t.call(apiRoutes.auth.register, { body: { ...body, captcha_id, captcha: "nope" } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(messages.captchaWrong);
      expect(await userCount()).toBe(before);
    });

    it.each([
      [{ password: "123456", email: "a@example.com" }, messages.usernameRequired],
      [{ username: "ab", password: "123456", email: "a@example.com" }, "用户名长度必须为3到32个字符"],
      [{ username: "x".repeat(33), password: "123456", email: "a@example.com" }, "用户名长度必须为3到32个字符"],
      [{ username: "me@example.com", password: "123456", email: "a@example.com" }, "用户名不能是邮箱地址"],
      [{ username: "13912345678", password: "123456", email: "a@example.com" }, "用户名不能是手机号码"],
      [{ username: "with space", password: "123456", email: "a@example.com" }, "用户名不能包含空白字符"],
      [{ username: "carol", password: "12345", email: "a@example.com" }, "密码长度不能少于6位"],
      [{ username: "carol", email: "a@example.com" }, "请输入密码"],
      [{ username: "carol", password: "123456" }, messages.emailInvalid],
      [{ username: "carol", password: "123456", email: "not-an-email" }, messages.emailInvalid],
    ])("refuses %j with its message and creates nothing", async (body, message) => {
      const before = await userCount();
      const res = await t.request("POST", "/api/v1/user/register", { body: { ...body, ...(await solveCaptcha("register")) } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await userCount()).toBe(before);
    });

    it("answers 409 for a taken username (ignoring case) or email, without touching the ledger", async () => {
      const ledgerBefore = await db().selectFrom("credit_ledger").select("id").execute();
      const name = await t.call(apiRoutes.auth.register, {
        body: { username: "ALICE", password: "123456", email: "other@example.com", ...(await solveCaptcha("register")) },
      });
      expect(name.status).toBe(409);
      expect(name.body).toEqual({ error: "用户名已存在", code: 6, message: "用户名已存在" });
      const email = await t.call(apiRoutes.auth.register, {
        body: { username: "alice2", password: "123456", email: "ALICE@example.com", ...(await solveCaptcha("register")) },
      });
      expect(email.status).toBe(409);
      expect(email.body.message).toBe("邮箱已被注册");
      expect(await db().selectFrom("credit_ledger").select("id").execute()).toHaveLength(ledgerBefore.length);
    });

    it("is refused while registration is off, and while the site is closed", async () => {
      const before = await userCount();
      const body = async () => ({ username: "dave", password: "dave-pass", email: "dave@example.com", ...(await solveCaptcha("register")) });
      await t.setSettings([["security", "enable_register", "false"]]);
      const off = await t.call(apiRoutes.auth.register, { body: await body() });
      expect(off.status).toBe(400);
      expect(off.body.message).toBe(messages.registerClosed);
      await t.setSettings([["security", "enable_register", "true"], ["security", "is_close", "true"]]);
      const closed = await t.call(apiRoutes.auth.register, { body: await body() });
      expect(closed.status).toBe(400);
      expect(closed.body.message).toBe(messages.siteClosed);
      await t.setSettings([["security", "is_close", "false"]]);
      expect(await userCount()).toBe(before);
    });
    it("refuses a registration that declines the site's agreement, and takes one that accepts it or, as the established client, says nothing", async () => {
      const body = async (username: string) => ({ username, password: "agree-pass", email: `${username}@example.com`, ...(await solveCaptcha("register")) });
      const before = await userCount();
      const declined = await t.call(apiRoutes.auth.register, { body: { ...(await body("decliner")), agreement: false } });
      expect(declined.status).toBe(400);
      expect(declined.body).toEqual({ error: "请阅读并同意《文库协议》", code: 3, message: "请阅读并同意《文库协议》" });
      expect(await userCount()).toBe(before);

      expect((await t.call(apiRoutes.auth.register, { body: { ...(await body("agreer")), agreement: true } })).status).toBe(200);
      expect((await t.request("POST", "/api/v1/user/register", { body: { ...(await body("agreer2")), agreement: "true" } })).status).toBe(200);
      expect((await t.call(apiRoutes.auth.register, { body: await body("silent") })).status).toBe(200);

      await t.setSettings([["footer", "agreement", ""]]);
      expect((await t.call(apiRoutes.auth.register, { body: { ...(await body("noagreement")), agreement: false } })).status).toBe(200);
      await t.setSettings([["footer", "agreement", "/article/agreement"]]);
      expect(await userCount()).toBe(before + 4);
    });
  });

  describe("POST /api/v1/user/login", () => {
    it("signs in by username, ignoring its case, and records the time and address", async () => {
      await t.setSettings([["security", "enable_captcha_login", "false"]]);
      const res = await t.call(apiRoutes.auth.login, { ip: "198.51.100.7", body: { username: "Alice", password: "alice-pass" } });
      expect(res.status).toBe(200);
      expect(res.body.user.username).toBe("alice");
      expect(res.body.user.last_login_ip).toBe("198.51.100.7");
      const row = await db().selectFrom("user").select(["login_at", "last_login_ip"]).where("username", "=", "alice").executeTakeFirstOrThrow();
      expect(row.last_login_ip).toBe("198.51.100.7");
      expect(Date.now() - Date.parse(row.login_at!)).toBeLessThan(60_000);
    });

    it("answers the same for an unknown user and a wrong password", async () => {
      const unknown = await t.call(apiRoutes.auth.login, { body: { username: "nobody", password: "whatever" } });
      const wrong = await t.call(apiRoutes.auth.login, { body: { username: "alice", password: "wrong-pass" } });
      for (const res of [unknown, wrong]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: messages.wrongCredentials, code: 3, message: messages.wrongCredentials });
      }
    });

    it("validates the body", async () => {
      const res = await t.request("POST", "/api/v1/user/login", { body: { password: "x" } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.usernameRequired);
      const noPassword = await t.request("POST", "/api/v1/user/login", { body: { username: "alice" } });
      expect(noPassword.body.message).toBe("请输入密码");
    });

    it("needs the login captcha while it is on", async () => {
      await t.setSettings([["security", "enable_captcha_login", "true"]]);
      const without = await t.call(apiRoutes.auth.login, { body: { username: "alice", password: "alice-pass" } });
      expect(without.status).toBe(400);
      expect(without.body.message).toBe(messages.captchaWrong);
      const withRegisterCaptcha = await t.call(apiRoutes.auth.login, {
        body: { username: "alice", password: "alice-pass", ...(await solveCaptcha("register")) },
      });
      expect(withRegisterCaptcha.status).toBe(400);
      const ok = await t.call(apiRoutes.auth.login, { body: { username: "alice", password: "alice-pass", ...(await solveCaptcha("login")) } });
      expect(ok.status).toBe(200);
      await t.setSettings([["security", "enable_captcha_login", "false"]]);
    });

    it("refuses disabled accounts, and their tokens read as anonymous", async () => {
      const member = await t.registerMember();
      await db().updateTable("user").set({ status: 1 }).where("id", "=", member.id).execute();
      const res = await t.call(apiRoutes.auth.login, { body: { username: member.username, password: member.password } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("您的账号已被禁用");
      expect((await t.call(apiRoutes.user.get, { token: member.token })).status).toBe(401);
    });
  });

  describe("tokens", () => {
    it("logout revokes the token until it expires; other sessions go on", async () => {
      const first = await t.login("alice", "alice-pass");
      const second = await t.login("alice", "alice-pass");
      const res = await t.call(apiRoutes.auth.logout, { token: first });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
      const me = await t.call(apiRoutes.user.get, { token: first });
      expect(me.status).toBe(401);
      expect(me.body.message).toBe(messages.notLoggedIn);
      expect((await t.call(apiRoutes.user.updateProfile, { token: first, body: { username: "alice" } })).status).toBe(401);
      expect((await t.call(apiRoutes.user.get, { token: second })).status).toBe(200);
      const rows = await db().selectFrom("revoked_token").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(Date.parse(rows[0].expires_at)).toBeGreaterThan(Date.now() + 100 * 3600_000);
    });

    it("logout drops deny-list entries whose tokens have expired", async () => {
      const fresh = await createTestServer();
      try {
        const kysely = fresh.ctx.db.kysely;
        await kysely.insertInto("revoked_token").values({ jti: "long-gone", expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
        const token = await fresh.adminToken();
        expect((await fresh.call(apiRoutes.auth.logout, { token })).status).toBe(200);
        const left = await kysely.selectFrom("revoked_token").select("jti").execute();
        expect(left.map((r) => r.jti)).not.toContain("long-gone");
        expect(left).toHaveLength(1);
      } finally {
        await fresh.close();
      }
    });

    it("an expired token is anonymous", async () => {
      const admin = await db().selectFrom("user").select(["id", "token_version"]).where("username", "=", "admin").executeTakeFirstOrThrow();
      const past = Math.floor(Date.now() / 1000) - 3600;
      const expired = await new SignJWT({ ver: admin.token_version })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(admin.id))
        .setJti(crypto.randomUUID())
        .setIssuer("wenku")
        .setIssuedAt(past - 60)
        .setExpirationTime(past)
        .sign(t.ctx.secrets.jwt);
      expect((await t.call(apiRoutes.user.get, { token: expired })).status).toBe(401);
      expect((await t.call(apiRoutes.permission.mine, { token: expired })).status).toBe(401);
      const valid = await t.login("admin", ADMIN_PASSWORD);
      expect((await t.call(apiRoutes.user.get, { token: valid })).status).toBe(200);
    });

    it("a token that was accepted before is anonymous once it expires", async () => {
      const admin = await db().selectFrom("user").select(["id", "token_version"]).where("username", "=", "admin").executeTakeFirstOrThrow();
      const now = Math.floor(Date.now() / 1000);
      const shortLived = await new SignJWT({ ver: admin.token_version })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(admin.id))
        .setJti(crypto.randomUUID())
        .setIssuer("wenku")
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(t.ctx.secrets.jwt);
      expect((await t.call(apiRoutes.user.get, { token: shortLived })).status).toBe(200);
      expect((await t.call(apiRoutes.user.get, { token: shortLived })).status).toBe(200);
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        vi.setSystemTime((now + 61) * 1000);
        expect((await t.call(apiRoutes.user.get, { token: shortLived })).status).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    });

    it("a token signed with another key is anonymous", async () => {
      const forged = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("1")
        .setJti(crypto.randomUUID())
        .setIssuer("wenku")
        .setExpirationTime("1h")
        .sign(crypto.randomBytes(48));
      expect((await t.call(apiRoutes.permission.mine, { token: forged })).status).toBe(401);
    });
  });

  describe("rate limits", () => {
    // Each login names another account, so the per-account throttle (login-throttle.test.ts) stays out of the way.
    let account = 0;
    it.each([
      ["POST", "/api/v1/user/login", 10, () => ({ username: `nobody${++account}`, password: "x" })],
      ["POST", "/api/v1/user/register", 5, {}],
      ["GET", "/api/v1/user/captcha", 30, undefined],
      ["POST", "/api/v1/user/findpassword/stepone", 5, {}],
      ["PUT", "/api/v1/user/findpassword/steptwo", 5, {}],
    ] as const)("%s %s allows %i requests a minute per address, then 429", async (method, path, limit, bodyOf) => {
      const ip = `203.0.113.${limit}${path.length % 10}`;
      const query = { type: "login" };
      const body = () => (typeof bodyOf === "function" ? bodyOf() : bodyOf);
      for (let i = 0; i < limit; i++) {
        const res = await t.request(method, path, { ip, body: body(), query });
        expect(res.status).not.toBe(429);
      }
      const limited = await t.request(method, path, { ip, body: body(), query });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: messages.tooManyRequests, code: 8, message: messages.tooManyRequests });
      expect((await t.request(method, path, { ip: "203.0.113.250", body: body(), query })).status).not.toBe(429);
    });
  });
});
