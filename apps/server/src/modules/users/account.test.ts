import { apiRoutes, messages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { issueToken } from "../session/tokens.js";
import { createUser } from "./create-user.js";

describe(`own account: profile and password (${testDialect})`, () => {
  let t: TestServer;
  const db = () => t.ctx.db.kysely;
  const row = (id: number) => db().selectFrom("user").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  describe("GET /api/v1/user", () => {
    it("gives the caller their own view without the remark", async () => {
      const member = await t.registerMember();
      await db().updateTable("user").set({ remark: "internal note", realname: "张三" }).where("id", "=", member.id).execute();
      const res = await t.call(apiRoutes.user.get, { token: member.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: member.id, username: member.username, email: `${member.username}@example.com`, realname: "张三" });
      expect(res.body).not.toHaveProperty("remark");
      expect(res.body).not.toHaveProperty("password_hash");
      expect(res.body).not.toHaveProperty("token_version");
    });

    it("gives others the public view only", async () => {
      const member = await t.registerMember();
      await db().updateTable("user").set({ remark: "note", realname: "李四", mobile: "13800000001" }).where("id", "=", member.id).execute();
      const other = await t.registerMember();
      for (const token of [undefined, other.token]) {
        const res = await t.call(apiRoutes.user.get, { token, query: { id: member.id } });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: member.id, username: member.username, doc_count: 0 });
        for (const key of ["email", "mobile", "realname", "identity", "address", "remark", "register_ip", "last_login_ip", "group_id", "credit_count", "is_vip", "login_at"]) {
          expect(res.body).not.toHaveProperty(key);
        }
      }
    });

    it("gives administrators everything, remark and groups included", async () => {
      const member = await t.registerMember();
      await db().updateTable("user").set({ remark: "watch this one" }).where("id", "=", member.id).execute();
      const res = await t.call(apiRoutes.user.get, { token: await t.adminToken(), query: { id: member.id } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: member.id, remark: "watch this one", email: `${member.username}@example.com`, group_id: [2] });
    });

    it("401 for an anonymous caller without id, 404 for an unknown id", async () => {
      expect((await t.call(apiRoutes.user.get)).status).toBe(401);
      const missing = await t.call(apiRoutes.user.get, { query: { id: 99999 } });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("用户不存在");
    });
  });

  describe("PUT /api/v1/user/profile", () => {
    it("saves the profile fields", async () => {
      const member = await t.registerMember();
      const body = {
        username: `${member.username}x`, realname: "王五", identity: "110101199003077777", address: "北京市", signature: "你好",
        avatar: "/uploads/avatar/a.png", remark: "ignored for members",
      };
      const res = await t.call(apiRoutes.user.updateProfile, { token: member.token, body });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
      const saved = await row(member.id);
      expect(saved).toMatchObject({ ...body, remark: "" });
    });

    it.each([
      [{ realname: "x" }, messages.usernameRequired],
      [{ username: "" }, messages.usernameRequired],
      [{ username: "a" }, "用户名长度必须为3到32个字符"],
      [{ username: "valid_name", email: "bad" }, messages.emailInvalid],
      [{ username: "valid_name", mobile: "12345" }, "请输入正确的手机号码"],
      [{ username: "valid_name", avatar: "javascript:alert(1)" }, "头像地址无效"],
      [{ username: "valid_name", avatar: "//evil.example/a.png" }, "头像地址无效"],
    ])("refuses %j with its message and changes nothing", async (body, message) => {
      const member = await t.registerMember();
      const before = await row(member.id);
      const res = await t.request("PUT", "/api/v1/user/profile", { token: member.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await row(member.id)).toEqual(before);
    });

    it("keeps usernames, emails and mobiles unique", async () => {
      const first = await t.registerMember();
      await db().updateTable("user").set({ mobile: "13700000000" }).where("id", "=", first.id).execute();
      const second = await t.registerMember();
      await db().updateTable("user").set({ email: "" }).where("id", "=", second.id).execute();
      const before = await row(second.id);
      const cases = [
        [{ username: first.username.toUpperCase() }, "用户名已存在"],
        [{ username: second.username, email: `${first.username}@example.com` }, "邮箱已被注册"],
      ] as const;
      for (const [body, message] of cases) {
        const res = await t.call(apiRoutes.user.updateProfile, { token: second.token, body });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(message);
      }
      const mobileTaken = await t.call(apiRoutes.user.updateProfile, {
        token: await t.adminToken(), body: { id: second.id, username: second.username, mobile: "13700000000" },
      });
      expect(mobileTaken.status).toBe(409);
      expect(mobileTaken.body.message).toBe("手机号已被使用");
      expect(await row(second.id)).toEqual(before);
    });

    it("sets email and mobile once; afterwards only an administrator changes them", async () => {
      const member = await t.registerMember();
      await db().updateTable("user").set({ email: "" }).where("id", "=", member.id).execute();
      const unproved = await t.call(apiRoutes.user.updateProfile, { token: member.token, body: { username: member.username, mobile: "13600000000" } });
      expect(unproved.status).toBe(400);
      expect(unproved.body.message).toBe("请通过短信验证码绑定手机号");
      const set = await t.call(apiRoutes.user.updateProfile, {
        token: member.token, body: { username: member.username, email: "First@Example.com" },
      });
      expect(set.status).toBe(200);
      // As if proved by a text message code (modules/sms): an unproved number is bound by code instead.
      await db().updateTable("user").set({ mobile: "13600000000", mobile_verified: 1 }).where("id", "=", member.id).execute();
      expect(await row(member.id)).toMatchObject({ email: "first@example.com", mobile: "13600000000" });
      const unchanged = await t.call(apiRoutes.user.updateProfile, {
        token: member.token, body: { username: member.username, email: "first@example.com", mobile: "13600000000", signature: "hi" },
      });
      expect(unchanged.status).toBe(200);
      const emailChange = await t.call(apiRoutes.user.updateProfile, { token: member.token, body: { username: member.username, email: "second@example.com" } });
      expect(emailChange.status).toBe(400);
      expect(emailChange.body.message).toBe("邮箱设置后不能修改");
      const mobileChange = await t.call(apiRoutes.user.updateProfile, { token: member.token, body: { username: member.username, mobile: "13600000009" } });
      expect(mobileChange.status).toBe(400);
      expect(mobileChange.body.message).toBe("手机号设置后不能修改");
      expect(await row(member.id)).toMatchObject({ email: "first@example.com", mobile: "13600000000", signature: "hi" });

      const admin = await t.call(apiRoutes.user.updateProfile, {
        token: await t.adminToken(), body: { id: member.id, username: member.username, email: "second@example.com", remark: "changed by admin" },
      });
      expect(admin.status).toBe(200);
      expect(await row(member.id)).toMatchObject({ email: "second@example.com", remark: "changed by admin" });
    });

    it("a member cannot edit someone else's profile", async () => {
      const member = await t.registerMember();
      const victim = await t.registerMember();
      const before = await row(victim.id);
      const res = await t.call(apiRoutes.user.updateProfile, { token: member.token, body: { id: victim.id, username: "hijacked" } });
      expect(res.status).toBe(403);
      expect(await row(victim.id)).toEqual(before);
    });
  });

  describe("PUT /api/v1/user/password", () => {
    it.each([
      [{ new_password: "abcdef" }, messages.oldPasswordRequired],
      [{ old_password: "member-pass-1" }, messages.newPasswordRequired],
      [{ old_password: "member-pass-1", new_password: "abc" }, "新密码长度不能少于6位"],
      [{ old_password: "member-pass-1", new_password: "abcdef", repeat_password: "abcdeg" }, messages.passwordMismatch],
      [{ old_password: "wrong-password", new_password: "abcdef" }, messages.oldPasswordWrong],
    ])("refuses %j with its message and changes nothing", async (body, message) => {
      const member = await t.registerMember();
      const before = await row(member.id);
      const res = await t.request("PUT", "/api/v1/user/password", { token: member.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await row(member.id)).toEqual(before);
      expect((await t.call(apiRoutes.user.get, { token: member.token })).status).toBe(200);
    });

    it("changes the password, ends every other session and keeps the caller signed in", async () => {
      const member = await t.registerMember();
      const otherSession = await t.login(member.username, member.password);
      const res = await t.call(apiRoutes.user.changePassword, {
        token: member.token, body: { old_password: member.password, new_password: "brand-new-pass", repeat_password: "brand-new-pass" },
      });
      expect(res.status).toBe(200);
      expect(typeof res.body.token).toBe("string");
      expect((await t.call(apiRoutes.user.get, { token: member.token })).status).toBe(401);
      expect((await t.call(apiRoutes.user.get, { token: otherSession })).status).toBe(401);
      expect((await t.call(apiRoutes.user.get, { token: res.body.token })).status).toBe(200);
      const oldLogin = await t.call(apiRoutes.auth.login, { body: { username: member.username, password: member.password } });
      expect(oldLogin.status).toBe(400);
      await t.login(member.username, "brand-new-pass");
    });

    it("lets an account made by a third-party sign-in set its first password without an old one", async () => {
      const id = await createUser(t.ctx, { username: "oauth-only-user", password: null, email: "", ip: "127.0.0.1" });
      const token = await issueToken(t.ctx, { id, token_version: 0 });
      expect((await t.request("GET", "/api/v1/user", { token })).body.has_password).toBe(false);
      const res = await t.call(apiRoutes.user.changePassword, { token, body: { new_password: "first-password", repeat_password: "first-password" } });
      expect(res.status, res.raw).toBe(200);
      expect((await t.request("GET", "/api/v1/user", { token: res.body.token })).body.has_password).toBe(true);
      await t.login("oauth-only-user", "first-password");
      const again = await t.call(apiRoutes.user.changePassword, { token: res.body.token, body: { new_password: "second-password" } });
      expect(again.body.message).toBe(messages.oldPasswordRequired);
    });

    it("refuses to change another user's password", async () => {
      const member = await t.registerMember();
      const victim = await t.registerMember();
      const res = await t.call(apiRoutes.user.changePassword, {
        token: member.token, body: { id: victim.id, old_password: member.password, new_password: "abcdefgh" },
      });
      expect(res.status).toBe(403);
      await t.login(victim.username, victim.password);
    });
  });
});
