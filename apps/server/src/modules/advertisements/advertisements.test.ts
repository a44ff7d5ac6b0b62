import { apiRoutes, adPositions } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { findActiveContent, xssPayloads } from "../../test/xss-payloads.js";

const hour = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe(`advertisements (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let member: { token: string; id: number };
  const ids: Record<string, number> = {};
  const count = async () => Number((await t.ctx.db.kysely.selectFrom("advertisement").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const create = async (body: Record<string, unknown>) => {
    const res = await t.request("POST", "/api/v1/advertisement", { token: admin, body });
    expect(res.status, res.raw).toBe(200);
    return res.body as { id: number; content: string };
  };
  const showing = async (query: Record<string, string | string[]>, token?: string) => {
    const res = await t.call(apiRoutes.advertisement.position, { query, token });
    expect(res.status).toBe(200);
    return (res.body.advertisement as Array<{ id: number }>).map((a) => a.id);
  };

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    member = await t.registerMember();
    ids.top = (await create({ position: "global_top", title: "顶部", content: '<a href="https://ads.example.com" target="_blank"><img src="/uploads/a.png" alt="广告"></a>' })).id;
    ids.bottom = (await create({ position: "global_bottom", content: "<p>底部</p>", remark: "年度合作" })).id;
    ids.current = (await create({ position: "document_top", content: "<b>进行中</b>", start_time: at(-hour), end_time: at(hour) })).id;
    ids.future = (await create({ position: "document_top", content: "<b>未开始</b>", start_time: at(hour) })).id;
    ids.past = (await create({ position: "document_top", content: "<b>已结束</b>", end_time: at(-hour) })).id;
    ids.off = (await create({ position: "document_top", content: "<b>停用</b>", enable: false })).id;
  });
  afterAll(() => t.close());

  it("shows each page the enabled ads of its positions within their time window, newest first", async () => {
    expect(await showing({ position: ["global_top", "global_bottom"] })).toEqual([ids.bottom, ids.top]);
    expect(await showing({ position: "document_top" })).toEqual([ids.current]);
    expect(await showing({ position: ["document_top", "no_such_place"] })).toEqual([ids.current]);
    expect(await showing({ position: "no_such_place" })).toEqual([]);
    expect(await showing({})).toEqual([ids.current, ids.bottom, ids.top]);
    const res = await t.request("GET", "/api/v1/advertisement/position", { query: { position: "global_bottom" } });
    expect(res.body).toEqual({ advertisement: [{ id: ids.bottom, position: "global_bottom", title: "", content: "<p>底部</p>" }] });
    expect(await showing({ position: "document_top" }, member.token)).toEqual([ids.current]);
  });

  it("answers a VIP's request with no ads, whatever the positions", async () => {
    await t.ctx.db.kysely.updateTable("user").set({ is_vip: 1 }).where("id", "=", member.id).execute();
    try {
      expect(await showing({ position: ["global_top", "document_top"] }, member.token)).toEqual([]);
      expect(await showing({}, member.token)).toEqual([]);
      const self = await t.request("GET", "/api/v1/user", { token: member.token });
      expect(self.body.is_vip).toBe(true);
      expect(await showing({ position: "global_top" })).toEqual([ids.top]);
    } finally {
      await t.ctx.db.kysely.updateTable("user").set({ is_vip: 0 }).where("id", "=", member.id).execute();
    }
    expect(await showing({ position: "global_top" }, member.token)).toEqual([ids.top]);
  });

  it("lets administrators make a user VIP through PUT /user", async () => {
    const groups = (await t.request("GET", "/api/v1/user", { token: admin, query: { id: member.id } })).body.group_id;
    expect((await t.call(apiRoutes.user.update, { token: admin, body: { id: member.id, group_id: groups, is_vip: true } })).status).toBe(200);
    expect(await showing({ position: "global_top" }, member.token)).toEqual([]);
    expect((await t.call(apiRoutes.user.update, { token: admin, body: { id: member.id, group_id: groups, is_vip: false } })).status).toBe(200);
    expect(await showing({ position: "global_top" }, member.token)).toEqual([ids.top]);
  });

  it("lists every ad to administrators with filters, order and fields", async () => {
    const all = await t.call(apiRoutes.advertisement.list, { token: admin, query: { size: 100 } });
    expect(all.body.total).toBe(6);
    expect(all.body.advertisement[0]).toMatchObject({ id: ids.off, enable: false, position: "document_top", user_id: expect.any(Number) });
    const byPosition = await t.request("GET", "/api/v1/advertisement/list", { token: admin, query: { position: "document_top", enable: true, order: "start_time asc" } });
    expect(byPosition.body.advertisement.map((a: { id: number }) => a.id)).toEqual([ids.past, ids.current, ids.future]);
    const wd = await t.call(apiRoutes.advertisement.list, { token: admin, query: { wd: "年度", field: ["id", "remark"] } });
    expect(wd.body).toEqual({ total: 1, advertisement: [{ id: ids.bottom, remark: "年度合作" }] });
    const one = await t.call(apiRoutes.advertisement.get, { token: admin, query: { id: ids.current } });
    expect(one.body).toMatchObject({ position: "document_top", start_time: expect.stringMatching(/Z$/), end_time: expect.stringMatching(/Z$/) });
    expect((await t.call(apiRoutes.advertisement.get, { token: admin, query: { id: ids.top } })).body.start_time).toBeUndefined();
  });

  it("is managed by administrators only", async () => {
    expect((await t.call(apiRoutes.advertisement.list)).status).toBe(401);
    const refused = await t.call(apiRoutes.advertisement.create, { token: member.token, body: { position: "global_top", content: "<p>x</p>" } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("您没有权限访问【新增广告】");
    for (const [method, path] of [["GET", "/api/v1/advertisement/list"], ["GET", "/api/v1/advertisement"], ["PUT", "/api/v1/advertisement"], ["DELETE", "/api/v1/advertisement"]] as const) {
      expect((await t.request(method, path, { token: member.token, query: { id: ids.top }, ...(method === "PUT" ? { body: { id: ids.top } } : {}) })).status).toBe(403);
    }
    const pages = await t.call(apiRoutes.permission.list, { token: admin, query: { size: 1000, wd: "广告" } });
    expect(pages.body.permission.map((p: { path: string }) => p.path).sort()).toEqual([
      "/api.v1.AdvertisementAPI/CreateAdvertisement", "/api.v1.AdvertisementAPI/DeleteAdvertisement", "/api.v1.AdvertisementAPI/GetAdvertisement",
      "/api.v1.AdvertisementAPI/ListAdvertisement", "/api.v1.AdvertisementAPI/UpdateAdvertisement",
    ]);
  });

  it("accepts every one of the 17 positions and nothing else", async () => {
    expect(adPositions).toHaveLength(17);
    for (const position of adPositions) await create({ position, content: `<span>${position}</span>`, enable: false });
    await t.call(apiRoutes.advertisement.remove, { token: admin, query: { id: (await t.ctx.db.kysely.selectFrom("advertisement").select("id").where("content", "like", "<span>%").execute()).map((r) => Number(r.id)) } });
  });

  it.each([
    [{ content: "<p>x</p>" }, "请选择广告位置"],
    [{ position: "sidebar", content: "<p>x</p>" }, "广告位置无效"],
    [{ position: "global_top" }, "请输入广告内容"],
    [{ position: "global_top", content: "   " }, "请输入广告内容"],
    [{ position: "global_top", content: "<script>alert(1)</script><style>body{}</style>" }, "广告内容只能包含链接、图片和文字，不能只有脚本、样式或框架"],
    [{ position: "global_top", content: "x", start_time: "tomorrow-ish" }, "时间格式不正确"],
    [{ position: "global_top", content: "x", start_time: "+275760-09-13T00:00:00.000Z" }, "时间格式不正确"],
    [{ position: "global_top", content: "x", start_time: at(hour), end_time: at(-hour) }, "结束时间必须晚于开始时间"],
    [{ position: "global_top", content: "x", enable: "yes" }, "是否启用必须是 true 或 false"],
    [{ position: "global_top", content: "x".repeat(20_001) }, "广告内容不能超过 20000 个字符"],
  ])("refuses %j and creates nothing", async (body, message) => {
    const before = await count();
    const res = await t.request("POST", "/api/v1/advertisement", { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it("updates the given fields; the end stays after the stored start; 404 for an unknown id", async () => {
    const moved = await t.call(apiRoutes.advertisement.update, { token: admin, body: { id: ids.future, start_time: at(-2 * hour), title: "已开始" } });
    expect(moved.status).toBe(200);
    expect(await showing({ position: "document_top" })).toEqual([ids.future, ids.current]);
    const early = await t.call(apiRoutes.advertisement.update, { token: admin, body: { id: ids.current, end_time: at(-3 * hour) } });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("结束时间必须晚于开始时间");
    const open = await t.call(apiRoutes.advertisement.update, { token: admin, body: { id: ids.past, end_time: null, position: "search_right" } });
    expect(open.status).toBe(200);
    expect(await showing({ position: "search_right" })).toEqual([ids.past]);
    expect((await t.call(apiRoutes.advertisement.get, { token: admin, query: { id: ids.future } })).body).toMatchObject({ title: "已开始", content: "<b>未开始</b>" });
    expect((await t.call(apiRoutes.advertisement.update, { token: admin, body: { id: 987654, title: "x" } })).status).toBe(404);
  });

  it("stores and serves every XSS payload inert", async () => {
    const before = await count();
    const created: number[] = [];
    for (const payload of xssPayloads) {
      const res = await t.call(apiRoutes.advertisement.create, { token: admin, body: { position: "search_bottom", content: `<p>广告</p>${payload}` } });
      expect(res.status, payload).toBe(200);
      expect(findActiveContent(res.body.content), payload).toEqual([]);
      created.push(res.body.id);
    }
    const served = await t.request("GET", "/api/v1/advertisement/position", { query: { position: "search_bottom" } });
    expect(served.body.advertisement).toHaveLength(xssPayloads.length);
    for (const ad of served.body.advertisement as Array<{ content: string }>) expect(findActiveContent(ad.content), ad.content).toEqual([]);
    await t.call(apiRoutes.advertisement.remove, { token: admin, query: { id: created } });
    expect(await count()).toBe(before);
  });

  it("deletes ads", async () => {
    expect((await t.call(apiRoutes.advertisement.remove, { token: admin, query: { id: [ids.off, ids.past] } })).status).toBe(200);
    expect((await t.call(apiRoutes.advertisement.list, { token: admin })).body.total).toBe(4);
  });
});
