import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createSsrServices } from "../../web/ssr-services.js";
import { issueToken } from "../session/tokens.js";
import { createUser } from "../users/create-user.js";

async function memberToken(t: TestServer, username: string): Promise<string> {
  const id = await createUser(t.ctx, { username, password: "member-pass-1", email: "", ip: "127.0.0.1" });
  return issueToken(t.ctx, { id, token_version: 0 });
}

describe(`friendlinks (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const ids: Record<string, number> = {};
  const create = async (body: Record<string, unknown>) => {
    const res = await t.request("POST", "/api/v1/friendlink", { token: admin, body });
    expect(res.status, res.raw).toBe(200);
    return res.body as { id: number };
  };
  const count = async () => Number((await t.ctx.db.kysely.selectFrom("friendlink").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    ids.a = (await create({ title: "甲站", link: "https://a.example.com", sort: 1, description: "第一" })).id;
    ids.b = (await create({ title: "乙站", link: "http://b.example.com", sort: 9 })).id;
    ids.off = (await create({ title: "停用站", link: "https://off.example.com", enable: false })).id;
  });
  afterAll(() => t.close());

  it("lists enabled links to everyone, sort desc, with the requested fields", async () => {
    const res = await t.request("GET", "/api/v1/friendlink/list", { query: { enable: true, field: ["id", "title", "link"] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 2,
      friendlink: [
        { id: ids.b, title: "乙站", link: "http://b.example.com" },
        { id: ids.a, title: "甲站", link: "https://a.example.com" },
      ],
    });
  });

  it("ignores the enable filter and keyword of anonymous callers", async () => {
    const res = await t.request("GET", "/api/v1/friendlink/list", { query: { enable: false, wd: "停用" } });
    expect(res.body.total).toBe(2);
    expect(res.body.friendlink.every((f: { enable: boolean }) => f.enable)).toBe(true);
    expect(res.body.friendlink[0]).toMatchObject({ description: "", sort: 9, created_at: expect.any(String) });
  });

  it("shows administrators every link, filtered by enable and keyword", async () => {
    expect((await t.call(apiRoutes.friendlink.list, { token: admin })).body.total).toBe(3);
    const disabled = await t.request("GET", "/api/v1/friendlink/list", { token: admin, query: { enable: false } });
    expect(disabled.body.friendlink.map((f: { id: number }) => f.id)).toEqual([ids.off]);
    const keyword = await t.request("GET", "/api/v1/friendlink/list", { token: admin, query: { wd: "第一" } });
    expect(keyword.body.friendlink.map((f: { id: number }) => f.id)).toEqual([ids.a]);
    for (const wd of ["%", "_", "\\"]) expect((await t.call(apiRoutes.friendlink.list, { token: admin, query: { wd } })).body.total, wd).toBe(0);
    const paged = await t.call(apiRoutes.friendlink.list, { token: admin, query: { page: 2, size: 2 } });
    expect(paged.body.total).toBe(3);
    expect(paged.body.friendlink.length).toBe(1);
  });

  it("reads one link; a disabled one only for administrators", async () => {
    expect((await t.call(apiRoutes.friendlink.get, { query: { id: ids.a } })).body.title).toBe("甲站");
    const hidden = await t.call(apiRoutes.friendlink.get, { query: { id: ids.off } });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe("友链不存在");
    expect((await t.call(apiRoutes.friendlink.get, { token: admin, query: { id: ids.off } })).status).toBe(200);
  });

  it("is written by administrators only", async () => {
    expect((await t.call(apiRoutes.friendlink.create, { body: { title: "x", link: "https://x.example" } })).status).toBe(401);
    const member = await memberToken(t, "link_member");
    const res = await t.call(apiRoutes.friendlink.update, { token: member, body: { id: ids.a, title: "x" } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("您没有权限访问【修改友链】");
    expect((await t.call(apiRoutes.friendlink.get, { query: { id: ids.a } })).body.title).toBe("甲站");
  });

  it.each([
    [{ link: "https://x.example" }, "请输入友链名称"],
    [{ title: "x" }, "请输入友链地址"],
    [{ title: "x", link: "javascript:alert(1)" }, "友链地址必须以 http:// 或 https:// 开头"],
    [{ title: "x", link: "https://x.example", enable: "yes" }, "是否启用必须是 true 或 false"],
  ])("rejects %j and creates nothing", async (body, message) => {
    const before = await count();
    const res = await t.request("POST", "/api/v1/friendlink", { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it("updates the given fields; 404 for an unknown id", async () => {
    const res = await t.call(apiRoutes.friendlink.update, { token: admin, body: { id: ids.a, enable: false, sort: 50 } });
    expect(res.status).toBe(200);
    const read = await t.call(apiRoutes.friendlink.get, { token: admin, query: { id: ids.a } });
    expect(read.body).toMatchObject({ title: "甲站", link: "https://a.example.com", enable: false, sort: 50 });
    const bad = await t.call(apiRoutes.friendlink.update, { token: admin, body: { id: ids.a, link: "ftp://x" } });
    expect(bad.status).toBe(400);
    expect((await t.call(apiRoutes.friendlink.update, { token: admin, body: { id: 987654, title: "x" } })).status).toBe(404);
    await t.call(apiRoutes.friendlink.update, { token: admin, body: { id: ids.a, enable: true } });
  });

  it("gives server renders the enabled links", async () => {
    const links = await createSsrServices(t.ctx, {}).friendlinks();
    expect(links.map((l) => l.title)).toEqual(["甲站", "乙站"]);
  });

  it("deletes links", async () => {
    expect((await t.call(apiRoutes.friendlink.remove, { token: admin, query: { id: [ids.a, ids.off] } })).status).toBe(200);
    expect((await t.request("GET", "/api/v1/friendlink/list", { token: admin })).body.friendlink.map((f: { id: number }) => f.id)).toEqual([ids.b]);
  });
});
