import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { quotaLimits } from "../ai-quota/quota-limits.js";
import { adminSession, createMember, insertDocument, type Session } from "../documents/document-fixtures.js";
import { indexItems } from "../search/indexing/index-items.js";
import { grantTestVip } from "./vip-fixtures.js";

describe(`VIP routes, status and benefits (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let vip: Session;
  let vipOrderNo: string;
  let plain: Session;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    vip = await createMember(t.ctx);
    plain = await createMember(t.ctx);
    vipOrderNo = await grantTestVip(t.ctx, vip.id, { period: 2, download: 5, timesEveryDay: 2, documentDiscount: 80 });
    await grantTestVip(t.ctx, vip.id, { period: 0 });
  });
  afterAll(() => t.close());

  it("lists the caller's own periods, newest first", async () => {
    expect((await t.call(apiRoutes.vip.mine)).status).toBe(401);
    const own = await t.call(apiRoutes.vip.mine, { token: vip.token, query: { page: 1, size: 10 } });
    expect(own.status).toBe(200);
    expect(own.body.total).toBe(2);
    expect(own.body.user_vip.map((p: { type: number }) => p.type)).toEqual([0, 2]);
    expect(own.body.user_vip[1]).toMatchObject({ user_id: vip.id, order_no: vipOrderNo, times: 2, download: 5, download_used: 0, discount: 80 });
    expect(own.body.user_vip[1].username).toMatch(/^reader/);
    expect((await t.call(apiRoutes.vip.mine, { token: plain.token })).body).toEqual({ total: 0, user_vip: [] });
  });

  it("finds the period of one's own order and the running period", async () => {
    const byOrder = await t.call(apiRoutes.vip.ofOrder, { token: vip.token, query: { order_no: vipOrderNo } });
    expect(byOrder.status).toBe(200);
    expect(byOrder.body).toMatchObject({ order_no: vipOrderNo, type: 2, discount: 80 });
    const stranger = await t.call(apiRoutes.vip.ofOrder, { token: plain.token, query: { order_no: vipOrderNo } });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ code: 5, message: "VIP 记录不存在" });
    expect((await t.call(apiRoutes.vip.ofOrder, { token: vip.token })).body.message).toBe("请指定订单号");
    const active = await t.call(apiRoutes.vip.active, { token: vip.token });
    expect(active.body).toMatchObject({ order_no: vipOrderNo, type: 2 });
    expect((await t.call(apiRoutes.vip.active, { token: plain.token })).status).toBe(404);
  });

  it("lists every period to holders of UserVipAPI.ListUserVip, filtered by user and type", async () => {
    expect((await t.call(apiRoutes.vip.list, { token: plain.token })).status).toBe(403);
    const all = await t.call(apiRoutes.vip.list, { token: admin.token, query: { page: 1, size: 10 } });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    const filtered = await t.request("GET", "/api/v1/uservip/list", { token: admin.token, query: { user_id: [vip.id, plain.id], type: 2 } });
    expect(filtered.body.total).toBe(1);
    expect(filtered.body.user_vip[0]).toMatchObject({ user_id: vip.id, type: 2 });
    const none = await t.request("GET", "/api/v1/uservip/list", { token: admin.token, query: { user_id: plain.id } });
    expect(none.body).toEqual({ total: 0, user_vip: [] });
    const perms = await t.ctx.db.kysely.selectFrom("permission").select(["method", "path"]).where("path", "like", "%UserVipAPI%").execute();
    expect(perms).toEqual([{ method: "GRPC", path: "/api.v1.UserVipAPI/ListUserVip" }]);
  });

  it("shows bought VIP time as is_vip to the member, the admin flag and end to administrators, nothing to others", async () => {
    expect((await t.call(apiRoutes.user.get, { token: vip.token })).body).toMatchObject({ is_vip: true, vip_expired_at: expect.any(String) });
    expect((await t.request("GET", "/api/v1/user", { token: plain.token })).body.is_vip).toBe(false);
    const asOther = (await t.call(apiRoutes.user.get, { token: plain.token, query: { id: vip.id } })).body;
    expect(asOther.id).toBe(vip.id);
    expect(asOther).not.toHaveProperty("is_vip");
    expect(asOther).not.toHaveProperty("vip_expired_at");
    const asAdmin = await t.call(apiRoutes.user.get, { token: admin.token, query: { id: vip.id } });
    expect(asAdmin.body).toMatchObject({ is_vip: false, vip_expired_at: expect.any(String) });
  });

  it("shows a VIP by bought time no advertisements", async () => {
    const now = new Date(Date.now() - 1000).toISOString();
    await t.ctx.db.kysely
      .insertInto("advertisement")
      .values({ position: "global_top", title: "ad", content: "<p>ad</p>", enable: 1, user_id: admin.id, created_at: now, updated_at: now })
      .execute();
    const ads = (token: string) => t.request("GET", "/api/v1/advertisement/position", { token, query: { position: "global_top" } });
    expect((await ads(plain.token)).body.advertisement).toHaveLength(1);
    expect((await ads(vip.token)).body.advertisement).toEqual([]);
  });

  it("gives a VIP the VIP sign-in award while VIP is enabled", async () => {
    await t.setSettings([["score", "sign_in", "1"], ["vip", "sign_in", "5"], ["vip", "enable", "true"]]);
    const signed = await t.call(apiRoutes.signIn.sign, { token: vip.token });
    expect(signed.body.award).toBe(5);
    expect((await t.call(apiRoutes.signIn.sign, { token: plain.token })).body.award).toBe(1);
    const ledger = await t.ctx.db.kysely.selectFrom("credit_ledger").select("delta").where("user_id", "=", vip.id).where("reason", "=", "sign_in").execute();
    expect(ledger.map((row) => Number(row.delta))).toEqual([5]);
    await t.setSettings([["vip", "enable", "false"]]);
    const other = await createMember(t.ctx);
    await grantTestVip(t.ctx, other.id);
    expect((await t.call(apiRoutes.signIn.sign, { token: other.token })).body.award).toBe(1);
  });

  it("raises a VIP's AI limits to the plan's where set", async () => {
    await t.setSettings([["llm", "default_quota", "5"], ["llm", "default_token_quota", "1000"], ["vip", "month_ai_daily_messages", "50"], ["vip", "month_ai_daily_tokens", "0"]]);
    expect(await quotaLimits(t.ctx, plain.id)).toEqual({ messages: 5, tokens: 1000 });
    expect(await quotaLimits(t.ctx, vip.id)).toEqual({ messages: 50, tokens: 1000 });
    await t.setSettings([["vip", "month_ai_daily_messages", "2"], ["vip", "month_ai_daily_tokens", "9000"]]);
    expect(await quotaLimits(t.ctx, vip.id)).toEqual({ messages: 5, tokens: 9000 });
  });

  it("marks documents VIP-only in batch with DocumentAPI.SetDocumentsVip and through the document update", async () => {
    const docs = await Promise.all([1, 2].map(() => insertDocument(t.ctx, { userId: plain.id })));
    const ids = docs.map((d) => d.id).sort((a, b) => a - b);
    expect((await t.call(apiRoutes.vip.setDocuments, { token: plain.token, body: { document_id: ids, is_vip: true } })).status).toBe(403);
    expect((await t.call(apiRoutes.vip.setDocuments, { token: admin.token, body: { document_id: [], is_vip: true } })).body.message).toBe("请选择文档");
    expect((await t.request("PUT", "/api/v1/document/vip", { token: admin.token, body: { document_id: ids.map(String), is_vip: "true" } })).status).toBe(200);
    const flags = () => t.ctx.db.kysely.selectFrom("document").select("is_vip").where("id", "in", ids).orderBy("id").execute();
    expect((await flags()).map((r) => r.is_vip)).toEqual([1, 1]);
    expect((await t.call(apiRoutes.document.get, { query: { id: ids[0] } })).body.is_vip).toBe(true);
    const listed = await t.request("GET", "/api/v1/document/list", { token: admin.token, query: { fee_type: "vip", size: 24 } });
    expect(listed.body.document.map((d: { id: number }) => d.id).sort()).toEqual([...ids].sort());

    expect((await t.call(apiRoutes.document.update, { token: plain.token, body: { id: ids[0], is_vip: false } })).status).toBe(200);
    expect((await flags()).map((r) => r.is_vip)).toEqual([1, 1]);
    expect((await t.call(apiRoutes.document.update, { token: admin.token, body: { id: ids[0], is_vip: false } })).status).toBe(200);
    expect((await flags()).map((r) => r.is_vip)).toEqual([0, 1]);
    expect((await t.call(apiRoutes.vip.setDocuments, { token: admin.token, body: { document_id: ids, is_vip: false } })).status).toBe(200);
    expect((await flags()).map((r) => r.is_vip)).toEqual([0, 0]);
  });

  it("marks VIP-only documents in search hits, as they are now", async () => {
    const docs = await Promise.all(["琥珀标本图鉴 甲", "琥珀标本图鉴 乙"].map((title) => insertDocument(t.ctx, { userId: plain.id, title })));
    await indexItems(t.ctx, 0, docs.map((d) => d.id), 0);
    const vipOf = async () => {
      const found = await t.request("GET", "/api/v1/search", { query: { wd: "琥珀标本图鉴" } });
      return Object.fromEntries(found.body.document.map((hit: { id: number; is_vip: boolean }) => [hit.id, hit.is_vip]));
    };
    expect(await vipOf()).toEqual({ [docs[0].id]: false, [docs[1].id]: false });
    expect((await t.call(apiRoutes.vip.setDocuments, { token: admin.token, body: { document_id: [docs[1].id], is_vip: true } })).status).toBe(200);
    expect(await vipOf()).toEqual({ [docs[0].id]: false, [docs[1].id]: true });
  });
});
