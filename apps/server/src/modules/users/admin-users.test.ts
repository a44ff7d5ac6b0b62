import { apiRoutes, messages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestServer, testDialect, type TestServer } from "../../test/harness.js";

describe(`user management (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const db = () => t.ctx.db.kysely;
  const row = (id: number) => db().selectFrom("user").selectAll().where("id", "=", id).executeTakeFirst();
  const groupsOf = async (id: number) =>
    (await db().selectFrom("user_group").select("group_id").where("user_id", "=", id).orderBy("group_id").execute()).map((g) => Number(g.group_id));

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  describe("GET /api/v1/user/list", () => {
    it("shows everyone the public view, paged, and ignores the keyword without the permission", async () => {
      const members = [await t.registerMember("listed_one"), await t.registerMember("listed_two")];
      const res = await t.request("GET", "/api/v1/user/list", { query: { wd: "listed_one", page: 1, size: 10 } });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(3);
      expect(res.body.user.map((u: { id: number }) => u.id)).toEqual([members[1].id, members[0].id, 1]);
      for (const user of res.body.user) {
        for (const key of ["email", "mobile", "realname", "remark", "group_id", "register_ip"]) expect(user).not.toHaveProperty(key);
      }
    });

    it("gives administrators every column, the groups, and keyword search", async () => {
      await db().updateTable("user").set({ realname: "赵六" }).where("username", "=", "listed_two").execute();
      const byRealname = await t.call(apiRoutes.user.list, { token: admin, query: { wd: "赵六" } });
      expect(byRealname.body.total).toBe(1);
      expect(byRealname.body.user[0]).toMatchObject({ username: "listed_two", email: "listed_two@example.com", group_id: [2], remark: "" });
      const byEmail = await t.request("GET", "/api/v1/user/list", { token: admin, query: { wd: "ONE@EXAMPLE" } });
      expect(byEmail.body.user.map((u: { username: string }) => u.username)).toEqual(["listed_one"]);
      const literalPercent = await t.call(apiRoutes.user.list, { token: admin, query: { wd: "%" } });
      expect(literalPercent.body.total).toBe(0);
    });

    it("filters by group, status and id; `id` and `limit` list without a total", async () => {
      const admins = await t.request("GET", "/api/v1/user/list", { token: admin, query: { group_id: [1] } });
      expect(admins.body.user.map((u: { username: string }) => u.username)).toEqual(["admin"]);
      await db().updateTable("user").set({ status: 1 }).where("username", "=", "listed_one").execute();
      const disabled = await t.request("GET", "/api/v1/user/list", { token: admin, query: { status: [1] } });
      expect(disabled.body.user.map((u: { username: string }) => u.username)).toEqual(["listed_one"]);
      await db().updateTable("user").set({ status: 0 }).where("username", "=", "listed_one").execute();
      const byId = await t.call(apiRoutes.user.list, { token: admin, query: { id: [1] } });
      expect(byId.body).not.toHaveProperty("total");
      expect(byId.body.user).toHaveLength(1);
      const limited = await t.call(apiRoutes.user.list, { query: { limit: 2 } });
      expect(limited.body).not.toHaveProperty("total");
      expect(limited.body.user).toHaveLength(2);
    });

    it("sorts by known columns and narrows to the requested fields", async () => {
      const res = await t.call(apiRoutes.user.list, { query: { sort: "id asc,nonsense", field: ["id", "username", "email"] } });
      expect(res.body.user[0]).toEqual({ id: 1, username: "admin" });
      const admins = await t.call(apiRoutes.user.list, { token: admin, query: { sort: "id asc", field: ["id", "email"] } });
      expect(admins.body.user[0]).toEqual({ id: 1, email: "" });
    });
  });

  describe("POST /api/v1/user", () => {
    it("creates a user in the chosen groups without registration credits", async () => {
      const res = await t.call(apiRoutes.user.create, {
        token: admin, body: { username: "made_by_admin", password: "secret-1", email: "Made@Example.com", group_id: [1, 2] },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ username: "made_by_admin", email: "made@example.com", group_id: [1, 2], credit_count: 0 });
      expect(await groupsOf(res.body.id)).toEqual([1, 2]);
      await t.login("made_by_admin", "secret-1");
    });

    it.each([
      [{ password: "secret-1", email: "n@example.com", group_id: [2] }, messages.usernameRequired, 400],
      [{ username: "newbie", password: "123", email: "n@example.com", group_id: [2] }, "密码长度不能少于6位", 400],
      [{ username: "newbie", password: "secret-1", email: "nope", group_id: [2] }, messages.emailInvalid, 400],
      [{ username: "newbie", password: "secret-1", email: "n@example.com", group_id: [] }, "请选择用户组", 400],
      [{ username: "newbie", password: "secret-1", email: "n@example.com", group_id: [999] }, "用户组不存在", 400],
      [{ username: "Made_By_Admin", password: "secret-1", email: "n@example.com", group_id: [2] }, "用户名已存在", 409],
      [{ username: "newbie", password: "secret-1", email: "made@example.com", group_id: [2] }, "邮箱已被注册", 409],
    ])("refuses %j with its message and creates nothing", async (body, message, status) => {
      const before = await db().selectFrom("user").select("id").execute();
      const res = await t.request("POST", "/api/v1/user", { token: admin, body });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await db().selectFrom("user").select("id").execute()).toHaveLength(before.length);
    });
  });

  describe("PUT /api/v1/user", () => {
    it("sets the groups and keeps the sessions when nothing else changes", async () => {
      const member = await t.registerMember();
      const res = await t.call(apiRoutes.user.update, { token: admin, body: { id: member.id, group_id: [1, 2] } });
      expect(res.status).toBe(200);
      expect(await groupsOf(member.id)).toEqual([1, 2]);
      expect((await t.call(apiRoutes.user.get, { token: member.token })).status).toBe(200);
    });

    it("a new password ends the user's sessions", async () => {
      const member = await t.registerMember();
      const res = await t.call(apiRoutes.user.update, { token: admin, body: { id: member.id, group_id: [2], password: "set-by-admin" } });
      expect(res.status).toBe(200);
      expect((await t.call(apiRoutes.user.get, { token: member.token })).status).toBe(401);
      await t.login(member.username, "set-by-admin");
    });

    it("disabling ends the sessions and blocks sign-in; enabling lets the user back", async () => {
      const member = await t.registerMember();
      expect((await t.call(apiRoutes.user.update, { token: admin, body: { id: member.id, group_id: [2], status: 1 } })).status).toBe(200);
      expect((await t.call(apiRoutes.user.get, { token: member.token })).status).toBe(401);
      const refused = await t.call(apiRoutes.auth.login, { body: { username: member.username, password: member.password } });
      expect(refused.status).toBe(403);
      expect((await t.call(apiRoutes.user.update, { token: admin, body: { id: member.id, group_id: [2], status: 0 } })).status).toBe(200);
      await t.login(member.username, member.password);
    });

    it.each([[{ group_id: [2] }], [{ id: "self", group_id: [2] }]])("refuses a body without a numeric id (%j)", async (body) => {
      const res = await t.request("PUT", "/api/v1/user", { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^id: /);
    });

    it("refuses bad changes and changes nothing", async () => {
      const member = await t.registerMember();
      const before = await row(member.id);
      const cases = [
        [{ id: member.id, group_id: [] }, "请选择用户组", 400],
        [{ id: member.id, group_id: [999] }, "用户组不存在", 400],
        [{ id: member.id, group_id: [2], password: "123" }, "密码长度不能少于6位", 400],
        [{ id: member.id, group_id: [2], status: 2 }, "用户状态无效", 400],
        [{ id: 1, group_id: [2] }, "超级管理员必须属于超级管理员用户组", 400],
        [{ id: 1, group_id: [1], status: 1 }, "不能禁用超级管理员或您自己", 400],
        [{ id: 99999, group_id: [2] }, "用户不存在", 404],
      ] as const;
      for (const [body, message, status] of cases) {
        const res = await t.request("PUT", "/api/v1/user", { token: admin, body });
        expect(res.status).toBe(status);
        expect(res.body.message).toBe(message);
      }
      expect(await row(member.id)).toEqual(before);
      expect(await groupsOf(member.id)).toEqual([2]);
      expect(await groupsOf(1)).toEqual([1]);
    });

    it("an administrator cannot disable themselves", async () => {
      const second = await t.registerMember();
      await t.call(apiRoutes.user.update, { token: admin, body: { id: second.id, group_id: [1] } });
      const res = await t.call(apiRoutes.user.update, { token: second.token, body: { id: second.id, group_id: [1], status: 1 } });
      expect(res.status).toBe(400);
      expect((await row(second.id))!.status).toBe(0);
    });
  });

  describe("DELETE /api/v1/user", () => {
    it("deletes after the caller confirms with their own password", async () => {
      const member = await t.registerMember();
      const wrong = await t.call(apiRoutes.user.remove, { token: admin, query: { id: [member.id], password: "wrong" } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe("密码错误");
      expect(await row(member.id)).toBeDefined();
      const res = await t.call(apiRoutes.user.remove, { token: admin, query: { id: [member.id], password: ADMIN_PASSWORD } });
      expect(res.status).toBe(200);
      expect(await row(member.id)).toBeUndefined();
      expect(await groupsOf(member.id)).toEqual([]);
      expect((await t.call(apiRoutes.user.get, { token: member.token })).status).toBe(401);
    });

    it("never deletes the first administrator, the caller, or users who own documents", async () => {
      const second = await t.registerMember();
      await t.call(apiRoutes.user.update, { token: admin, body: { id: second.id, group_id: [1] } });
      const owner = await t.registerMember();
      await db().updateTable("user").set({ doc_count: 1 }).where("id", "=", owner.id).execute();
      const cases = [
        [second.token, { id: [1], password: second.password }, "不能删除超级管理员或您自己"],
        [second.token, { id: [second.id], password: second.password }, "不能删除超级管理员或您自己"],
        [admin, { id: [owner.id], password: ADMIN_PASSWORD }, "用户存在文档或文章，不允许删除"],
        [admin, { password: ADMIN_PASSWORD }, "请选择要删除的用户"],
        [admin, { id: [owner.id] }, "请输入您的登录密码"],
      ] as Array<[string, Record<string, number[] | string>, string]>;
      for (const [token, query, message] of cases) {
        const res = await t.call(apiRoutes.user.remove, { token, query });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
      for (const id of [1, second.id, owner.id]) expect(await row(id)).toBeDefined();
    });
  });
});
