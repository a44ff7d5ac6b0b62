import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { issueToken } from "../session/tokens.js";
import { createUser } from "../users/create-user.js";
import { createSsrServices } from "../../web/ssr-services.js";
import { seedNavigation } from "./seed.js";

async function memberToken(t: TestServer, username: string): Promise<string> {
  const id = await createUser(t.ctx, { username, password: "member-pass-1", email: "", ip: "127.0.0.1" });
  return issueToken(t.ctx, { id, token_version: 0 });
}

describe(`navigation (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const create = async (body: Record<string, unknown>) => {
    const res = await t.request("POST", "/api/v1/navigation", { token: admin, body });
    expect(res.status, res.raw).toBe(200);
    return res.body as { id: number; title: string };
  };
  const clear = async () => {
    await t.ctx.db.kysely.deleteFrom("navigation").execute();
  };

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("seeds the fixed home, documents and articles items on first start", async () => {
    const res = await t.call(apiRoutes.navigation.list, { query: { page: 1, size: 10000 } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.navigation.map((n: { title: string; href: string; fixed: boolean; enable: boolean }) => [n.title, n.href, n.fixed, n.enable])).toEqual([
      ["首页", "/", true, true],
      ["文档", "/category", true, true],
      ["文章", "/article", true, true],
    ]);
  });

  it("seeds only into an empty table", async () => {
    const first = await t.call(apiRoutes.navigation.list);
    await t.request("DELETE", "/api/v1/navigation", { token: admin, query: { id: first.body.navigation[0].id } });
    await seedNavigation(t.ctx);
    expect((await t.call(apiRoutes.navigation.list)).body.total).toBe(2);
    await clear();
    await seedNavigation(t.ctx);
    expect((await t.call(apiRoutes.navigation.list)).body.total).toBe(3);
  });

  it("creates an item with defaults and reads it back publicly", async () => {
    const item = await create({ title: "  帮助  ", href: "https://help.example.com", target: "_blank", color: "#f00", sort: "7" });
    expect(item).toMatchObject({ title: "帮助", href: "https://help.example.com", target: "_blank", color: "#f00", sort: 7, enable: true, fixed: false, parent_id: 0 });
    const read = await t.call(apiRoutes.navigation.get, { query: { id: item.id } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: item.id, title: "帮助", created_at: expect.any(String) });
    expect((await t.call(apiRoutes.navigation.get, { query: { id: 999999 } })).status).toBe(404);
  });

  it("is written by administrators only", async () => {
    expect((await t.call(apiRoutes.navigation.create, { body: { title: "x" } })).status).toBe(401);
    const member = await memberToken(t, "nav_member");
    const res = await t.call(apiRoutes.navigation.create, { token: member, body: { title: "x" } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("您没有权限访问【新增导航】");
    expect((await t.request("DELETE", "/api/v1/navigation", { token: member, query: { id: 1 } })).status).toBe(403);
  });

  it.each([
    [{}, "请输入导航名称"],
    [{ title: "   " }, "请输入导航名称"],
    [{ title: "x", target: "_self" }, "打开方式只能是 _blank（新窗口）或留空（当前窗口）"],
    [{ title: "x", parent_id: 987654 }, "上级导航不存在"],
    [{ title: "x".repeat(101) }, "导航名称不能超过 100 个字符"],
  ])("rejects %j with a clear message and creates nothing", async (body, message) => {
    const before = (await t.call(apiRoutes.navigation.list)).body.total;
    const res = await t.request("POST", "/api/v1/navigation", { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await t.call(apiRoutes.navigation.list)).body.total).toBe(before);
  });

  it("updates only the given fields and refuses cycles", async () => {
    const parent = await create({ title: "父级" });
    const child = await create({ title: "子级", parent_id: parent.id });
    const grandchild = await create({ title: "孙级", parent_id: child.id });
    expect((await t.call(apiRoutes.navigation.update, { token: admin, body: { id: child.id, color: "#00f", enable: false } })).status).toBe(200);
    const read = (await t.call(apiRoutes.navigation.get, { query: { id: child.id } })).body;
    expect(read).toMatchObject({ title: "子级", color: "#00f", enable: false, parent_id: parent.id });

    for (const parent_id of [parent.id, grandchild.id]) {
      const res = await t.call(apiRoutes.navigation.update, { token: admin, body: { id: parent.id, parent_id } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("不能把导航移动到它自己或它的下级导航下面");
    }
    expect((await t.call(apiRoutes.navigation.get, { query: { id: parent.id } })).body.parent_id).toBe(0);
    expect((await t.call(apiRoutes.navigation.update, { token: admin, body: { id: 987654, title: "x" } })).status).toBe(404);
    const moved = await t.call(apiRoutes.navigation.update, { token: admin, body: { id: grandchild.id, parent_id: 0 } });
    expect(moved.status).toBe(200);
  });

  it("deletes an item with everything below it", async () => {
    await clear();
    const parent = await create({ title: "父" });
    const child = await create({ title: "子", parent_id: parent.id });
    await create({ title: "孙", parent_id: child.id });
    const other = await create({ title: "其他" });
    expect((await t.request("DELETE", "/api/v1/navigation", { token: admin, query: { id: parent.id } })).status).toBe(200);
    const left = (await t.call(apiRoutes.navigation.list)).body.navigation.map((n: { id: number }) => n.id);
    expect(left).toEqual([other.id]);
    const missing = await t.call(apiRoutes.navigation.remove, { token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("请选择要删除的导航");
  });

  it("lists sort desc then id, 10 by default and up to 10000 a page", async () => {
    await clear();
    for (let i = 0; i < 25; i++) await create({ title: `导航${i}`, sort: i % 5 });
    const firstPage = await t.call(apiRoutes.navigation.list);
    expect(firstPage.body.total).toBe(25);
    expect(firstPage.body.navigation.length).toBe(10);
    const all = await t.call(apiRoutes.navigation.list, { query: { page: 1, size: 10000 } });
    expect(all.body.navigation.length).toBe(25);
    const order = all.body.navigation.map((n: { sort: number; id: number }) => [n.sort, n.id]);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    expect(order).toEqual(sorted);
    const third = await t.call(apiRoutes.navigation.list, { query: { page: 3, size: 10 } });
    expect(third.body.navigation.length).toBe(5);
    const clamped = await t.call(apiRoutes.navigation.list, { query: { page: 1, size: 50000 } });
    expect(clamped.body.navigation.length).toBe(25);
  });

  it("filters by keyword for administrators only", async () => {
    await create({ title: "独特关键字" });
    const anonymous = await t.call(apiRoutes.navigation.list, { query: { wd: "独特", size: 10000 } });
    expect(anonymous.body.total).toBe(26);
    const managed = await t.call(apiRoutes.navigation.list, { token: admin, query: { wd: "独特" } });
    expect(managed.body.navigation.map((n: { title: string }) => n.title)).toEqual(["独特关键字"]);
  });

  it("gives server renders the enabled items as a tree", async () => {
    await clear();
    const home = await create({ title: "首页", href: "/", sort: 9 });
    const docs = await create({ title: "文档", href: "/category", sort: 5 });
    await create({ title: "子项", parent_id: docs.id, sort: 1 });
    await create({ title: "隐藏子项", parent_id: docs.id, enable: false });
    const hidden = await create({ title: "隐藏", enable: false });
    await create({ title: "隐藏的子项", parent_id: hidden.id });
    const tree = await createSsrServices(t.ctx, {}).navigation();
    expect(tree.map((n) => [n.title, n.children.map((c) => c.title)])).toEqual([
      ["首页", []],
      ["文档", ["子项"]],
    ]);
    expect(tree[0].id).toBe(home.id);
  });
});
