import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";

describe(`groups (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const db = () => t.ctx.db.kysely;
  const groupRows = () => db().selectFrom("groups").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("GET /api/v1/user/group lists the caller's groups with their flags", async () => {
    const member = await t.registerMember();
    const res = await t.call(apiRoutes.group.mine, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.group).toHaveLength(1);
    expect(res.body.group[0]).toMatchObject({
      id: 2, title: "普通用户", is_default: true, enable_upload: true, enable_comment: true, enable_comment_approval: true, user_count: 1,
    });
    const mine = await t.call(apiRoutes.group.mine, { token: admin });
    expect(mine.body.group.map((g: { id: number }) => g.id)).toEqual([1]);
  });

  it("POST /api/v1/group creates a group; a taken title is 409", async () => {
    const res = await t.request("POST", "/api/v1/group", {
      token: admin,
      body: { title: "VIP 作者", color: "#faad14", description: "签约作者", is_display: true, sort: 50, enable_upload: "true", enable_article: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "VIP 作者", color: "#faad14", is_display: true, is_default: false, sort: 50, enable_upload: true, enable_article: true,
      enable_comment: false, user_count: 0,
    });
    const before = await groupRows();
    const taken = await t.call(apiRoutes.group.create, { token: admin, body: { title: "VIP 作者" } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: "用户组名称已存在", code: 6, message: "用户组名称已存在" });
    for (const [body, message] of [
      [{}, "请输入用户组名称"],
      [{ title: "  " }, "请输入用户组名称"],
      [{ title: "x".repeat(33) }, "用户组名称不能超过32个字符"],
      [{ title: "ok", color: "red;background:url(x)" }, "颜色格式不正确"],
    ] as const) {
      const bad = await t.request("POST", "/api/v1/group", { token: admin, body });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(message);
    }
    expect(await groupRows()).toEqual(before);
  });

  it("PUT /api/v1/group changes the fields sent and keeps the others", async () => {
    const created = await t.call(apiRoutes.group.create, { token: admin, body: { title: "编辑组", enable_comment: true, sort: 3 } });
    const id = created.body.id;
    const res = await t.call(apiRoutes.group.update, { token: admin, body: { id, title: "编辑组2", is_default: true } });
    expect(res.status).toBe(200);
    const after = await t.call(apiRoutes.group.get, { query: { id } });
    expect(after.body).toMatchObject({ title: "编辑组2", is_default: true, enable_comment: true, sort: 3 });
    const before = await groupRows();
    const taken = await t.call(apiRoutes.group.update, { token: admin, body: { id, title: "普通用户" } });
    expect(taken.status).toBe(409);
    const empty = await t.call(apiRoutes.group.update, { token: admin, body: { id, title: "" } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("请输入用户组名称");
    const missing = await t.call(apiRoutes.group.update, { token: admin, body: { id: 9999, title: "x" } });
    expect(missing.status).toBe(404);
    expect(await groupRows()).toEqual(before);
  });

  it("keeps a group's daily AI limits: null for the site default, a number to override, refused when negative", async () => {
    const created = await t.request("POST", "/api/v1/group", { token: admin, body: { title: "AI 重度用户", ai_daily_messages: "200" } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ai_daily_messages: 200, ai_daily_tokens: null });
    const id = created.body.id as number;
    await t.call(apiRoutes.group.update, { token: admin, body: { id, title: "AI 重度用户组" } });
    const kept = await t.call(apiRoutes.group.get, { token: admin, query: { id } });
    expect(kept.body).toMatchObject({ title: "AI 重度用户组", ai_daily_messages: 200, ai_daily_tokens: null });
    const cleared = await t.request("PUT", "/api/v1/group", { token: admin, body: { id, ai_daily_messages: "", ai_daily_tokens: 50000 } });
    expect(cleared.status).toBe(200);
    const after = await t.call(apiRoutes.group.get, { token: admin, query: { id } });
    expect(after.body).toMatchObject({ ai_daily_messages: null, ai_daily_tokens: 50000 });
    const negative = await t.call(apiRoutes.group.update, { token: admin, body: { id, ai_daily_messages: -1 } });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe("每日 AI 消息额度不能小于 0");
  });

  it("GET /api/v1/group finds a group by id or title; 404 otherwise", async () => {
    const byTitle = await t.call(apiRoutes.group.get, { query: { title: "超级管理员" } });
    expect(byTitle.status).toBe(200);
    expect(byTitle.body).toMatchObject({ id: 1, user_count: 1 });
    expect((await t.call(apiRoutes.group.get, { query: { id: 9999 } })).status).toBe(404);
    expect((await t.call(apiRoutes.group.get)).status).toBe(404);
  });

  it("GET /api/v1/group/list is public, sorted, with the keyword for holders of the permission only", async () => {
    const everyone = await t.call(apiRoutes.group.list, { query: { wd: "编辑" } });
    expect(everyone.status).toBe(200);
    expect(everyone.body.total).toBe((await groupRows()).length);
    expect(everyone.body.group[0].title).toBe("超级管理员");
    const sorts = everyone.body.group.map((g: { sort: number }) => g.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
    const searched = await t.call(apiRoutes.group.list, { token: admin, query: { wd: "编辑" } });
    expect(searched.body.total).toBe(1);
    expect(searched.body.group[0].title).toBe("编辑组2");
    const paged = await t.call(apiRoutes.group.list, { query: { page: 2, size: 1 } });
    expect(paged.body.group).toHaveLength(1);
    expect(paged.body.group[0].id).toBe(everyone.body.group[1].id);
  });

  it("GET /api/v1/group/list without a size (or size 0) answers every group (api-contract §1.6)", async () => {
    for (let i = 0; i < 11; i++) await t.call(apiRoutes.group.create, { token: admin, body: { title: `批量组${i}` } });
    const count = (await groupRows()).length;
    expect(count).toBeGreaterThan(10);
    for (const query of [{}, { size: 0 }, { page: 1, size: -1 }] as Array<Record<string, number>>) {
      const res = await t.call(apiRoutes.group.list, { token: admin, query });
      expect(res.body.total).toBe(count);
      expect(res.body.group).toHaveLength(count);
    }
    expect((await t.call(apiRoutes.group.list, { token: admin, query: { size: 10 } })).body.group).toHaveLength(10);
  });

  it("DELETE /api/v1/group deletes empty groups, never the administrators group nor a group with members", async () => {
    const empty = await t.call(apiRoutes.group.create, { token: admin, body: { title: "临时组" } });
    const before = await groupRows();
    const adminGroup = await t.call(apiRoutes.group.remove, { token: admin, query: { id: [1, empty.body.id] } });
    expect(adminGroup.status).toBe(400);
    expect(adminGroup.body.message).toBe("超级管理员用户组不能删除");
    const withMembers = await t.call(apiRoutes.group.remove, { token: admin, query: { id: [2] } });
    expect(withMembers.status).toBe(400);
    expect(withMembers.body.message).toBe("用户组下还有用户，不能删除");
    const noId = await t.call(apiRoutes.group.remove, { token: admin });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe("请选择用户组");
    expect(await groupRows()).toEqual(before);
    const res = await t.call(apiRoutes.group.remove, { token: admin, query: { id: [empty.body.id] } });
    expect(res.status).toBe(200);
    expect((await groupRows()).map((g) => g.id)).not.toContain(empty.body.id);
  });

  describe("group permissions", () => {
    it("the administrators group holds every permission and cannot be edited", async () => {
      const all = await db().selectFrom("permission").select("id").orderBy("id").execute();
      const res = await t.call(apiRoutes.group.permissions, { token: admin, query: { id: 1 } });
      expect(res.status).toBe(200);
      expect(res.body.permission_id).toEqual(all.map((p) => Number(p.id)));
      const edit = await t.call(apiRoutes.group.setPermissions, { token: admin, body: { group_id: 1, permission_id: [] } });
      expect(edit.status).toBe(400);
      expect((await t.call(apiRoutes.group.permissions, { token: admin, query: { id: 1 } })).body.permission_id).toHaveLength(all.length);
    });

    it("PUT replaces a group's set, and its members gain exactly those routes", async () => {
      const member = await t.registerMember();
      const userList = await db().selectFrom("permission").select("id").where("method", "=", "GRPC").where("path", "=", "/api.v1.UserAPI/ListUser").executeTakeFirstOrThrow();
      const permList = await db().selectFrom("permission").select("id").where("method", "=", "GRPC").where("path", "=", "/api.v1.PermissionAPI/ListPermission").executeTakeFirstOrThrow();
      expect((await t.call(apiRoutes.permission.list, { token: member.token })).status).toBe(403);

      const set = await t.call(apiRoutes.group.setPermissions, {
        token: admin, body: { group_id: 2, permission_id: [Number(userList.id), Number(permList.id)] },
      });
      expect(set.status).toBe(200);
      expect((await t.call(apiRoutes.group.permissions, { token: admin, query: { id: 2 } })).body.permission_id).toEqual(
        [Number(userList.id), Number(permList.id)].sort((a, b) => a - b),
      );
      expect((await t.call(apiRoutes.permission.list, { token: member.token })).status).toBe(200);
      const mine = await t.call(apiRoutes.permission.mine, { token: member.token });
      expect(mine.body.permission.flatMap((p: { pages: string[] }) => p.pages).sort()).toEqual(["/admin/user/list", "/admin/user/permission"]);

      const replaced = await t.call(apiRoutes.group.setPermissions, { token: admin, body: { group_id: 2, permission_id: [Number(userList.id)] } });
      expect(replaced.status).toBe(200);
      expect((await t.call(apiRoutes.permission.list, { token: member.token })).status).toBe(403);
      await t.call(apiRoutes.group.setPermissions, { token: admin, body: { group_id: 2, permission_id: [] } });
      expect((await t.call(apiRoutes.permission.mine, { token: member.token })).body.permission).toEqual([]);
    });

    it("refuses unknown groups and permissions and changes nothing", async () => {
      const before = await db().selectFrom("group_permission").selectAll().execute();
      const unknownPermission = await t.call(apiRoutes.group.setPermissions, { token: admin, body: { group_id: 2, permission_id: [999999] } });
      expect(unknownPermission.status).toBe(400);
      expect(unknownPermission.body.message).toBe("权限不存在");
      const unknownGroup = await t.call(apiRoutes.group.setPermissions, { token: admin, body: { group_id: 9999, permission_id: [] } });
      expect(unknownGroup.status).toBe(404);
      const noGroup = await t.call(apiRoutes.group.permissions, { token: admin });
      expect(noGroup.status).toBe(400);
      expect(noGroup.body.message).toBe("请选择用户组");
      expect(await db().selectFrom("group_permission").selectAll().execute()).toHaveLength(before.length);
    });
  });
});
