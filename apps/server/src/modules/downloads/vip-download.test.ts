import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, creditsOf, insertDocument, ledgerMismatches, type Session } from "../documents/document-fixtures.js";
import { grantTestVip } from "../vip/vip-fixtures.js";

describe(`VIP downloads and VIP-only documents (${testDialect})`, () => {
  let t: TestServer;
  let uploader: Session;

  const download = (token: string | undefined, id: number) => t.call(apiRoutes.download.document, { token, query: { id } });
  const vipDownload = (token: string | undefined, id: number) => t.call(apiRoutes.download.vip, { token, query: { id } });
  const downloadsOf = (userId: number) => t.ctx.db.kysely.selectFrom("download").selectAll().where("user_id", "=", userId).orderBy("id").execute();
  const periodOf = (userId: number) => t.ctx.db.kysely.selectFrom("user_vip").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
  const vipOnly = async (price = 0) => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price });
    await t.ctx.db.kysely.updateTable("document").set({ is_vip: 1 }).where("id", "=", doc.id).execute();
    return doc;
  };

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["download", "times_every_day", "1000"], ["download", "times_every_ip", "1000"], ["vip", "enable", "true"]]);
    uploader = await createMember(t.ctx, 0);
  });
  afterAll(() => t.close());

  it("refuses a VIP-only document to non-VIPs and guests, not to VIPs, its owner or administrators", async () => {
    const doc = await vipOnly();
    const member = await createMember(t.ctx, 10);
    const refused = await download(member.token, doc.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("该文档为 VIP 专享，请先开通 VIP");
    await t.setSettings([["download", "enable_guest_download", "true"]]);
    expect((await download(undefined, doc.id)).body.message).toBe("该文档为 VIP 专享，请先开通 VIP");
    expect((await download(uploader.token, doc.id)).status).toBe(200);
    expect((await download((await adminSession(t.ctx)).token, doc.id)).status).toBe(200);
    await grantTestVip(t.ctx, member.id);
    expect((await download(member.token, doc.id)).status).toBe(200);
    const byFlag = await createMember(t.ctx);
    await t.ctx.db.kysely.updateTable("user").set({ is_vip: 1 }).where("id", "=", byFlag.id).execute();
    expect((await download(byFlag.token, doc.id)).status).toBe(200);
  });

  it("does not restrict VIP-only documents while VIP is disabled", async () => {
    const doc = await vipOnly();
    const member = await createMember(t.ctx);
    await t.setSettings([["vip", "enable", "false"]]);
    try {
      expect((await download(member.token, doc.id)).status).toBe(200);
    } finally {
      await t.setSettings([["vip", "enable", "true"]]);
    }
  });

  it("needs a login and VIP on the VIP route", async () => {
    const doc = await vipOnly(5);
    expect((await vipDownload(undefined, doc.id)).status).toBe(401);
    const member = await createMember(t.ctx, 10);
    const res = await vipDownload(member.token, doc.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("您还不是 VIP 会员");
    expect(await downloadsOf(member.id)).toHaveLength(0);
  });

  it("takes a priced document free from the VIP quota and records the period", async () => {
    const member = await createMember(t.ctx, 3);
    await grantTestVip(t.ctx, member.id, { download: 2 });
    const doc = await vipOnly(20);
    const res = await vipDownload(member.token, doc.id);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^/download/[\\w-]+\\.[\\w-]+\\.[\\w-]+\\?user_id=${member.id}&document_id=${doc.id}&filename=`));
    const period = await periodOf(member.id);
    expect(period.download_used).toBe(1);
    expect(await downloadsOf(member.id)).toEqual([expect.objectContaining({ document_id: doc.id, is_pay: 0, price: 0, vip_id: period.id, order_id: 0 })]);
    expect(await creditsOf(t.ctx, member.id)).toBe(3);
    expect((await vipDownload(member.token, doc.id)).status).toBe(200);
    expect((await periodOf(member.id)).download_used).toBe(1);
    const free = await insertDocument(t.ctx, { userId: uploader.id, price: 0 });
    expect((await vipDownload(member.token, free.id)).status).toBe(200);
    expect((await periodOf(member.id)).download_used).toBe(1);
  });

  it("lets exactly `download` of 20 concurrent VIP downloads through", async () => {
    const member = await createMember(t.ctx);
    await grantTestVip(t.ctx, member.id, { download: 5 });
    const docs = await Promise.all(Array.from({ length: 20 }, () => insertDocument(t.ctx, { userId: uploader.id, price: 8 })));
    const replies = await Promise.all(docs.map((doc) => vipDownload(member.token, doc.id)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(15);
    expect(new Set(refused.map((r) => r.body.message))).toEqual(new Set(["VIP 免费下载次数已用完"]));
    expect((await periodOf(member.id)).download_used).toBe(5);
    expect(await downloadsOf(member.id)).toHaveLength(5);
  });

  it("counts 0 free downloads as none, and VIP given by an administrator has no quota", async () => {
    const member = await createMember(t.ctx);
    await grantTestVip(t.ctx, member.id, { download: 0 });
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 4 });
    expect((await vipDownload(member.token, doc.id)).body.message).toBe("VIP 免费下载次数已用完");
    const byFlag = await createMember(t.ctx);
    await t.ctx.db.kysely.updateTable("user").set({ is_vip: 1 }).where("id", "=", byFlag.id).execute();
    expect((await vipDownload(byFlag.token, doc.id)).body.message).toBe("VIP 免费下载次数已用完");
  });

  it("caps VIP downloads a day at the period's `times`", async () => {
    const member = await createMember(t.ctx);
    await grantTestVip(t.ctx, member.id, { download: 10, timesEveryDay: 2 });
    const docs = await Promise.all([1, 2, 3].map(() => insertDocument(t.ctx, { userId: uploader.id, price: 2 })));
    expect((await vipDownload(member.token, docs[0].id)).status).toBe(200);
    expect((await vipDownload(member.token, docs[1].id)).status).toBe(200);
    const third = await vipDownload(member.token, docs[2].id);
    expect(third.status).toBe(403);
    expect(third.body.message).toBe("今日 VIP 下载次数已达上限");
    await t.ctx.db.kysely.updateTable("download").set({ created_at: new Date(Date.now() - 2 * 86_400_000).toISOString() }).where("user_id", "=", member.id).execute();
    expect((await vipDownload(member.token, docs[2].id)).status).toBe(200);
    expect((await periodOf(member.id)).download_used).toBe(3);
  });

  it("charges a VIP the credit price less the period's document discount", async () => {
    const member = await createMember(t.ctx, 100);
    await grantTestVip(t.ctx, member.id, { documentDiscount: 85 });
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 20 });
    const before = await creditsOf(t.ctx, uploader.id);
    expect((await download(member.token, doc.id)).status).toBe(200);
    expect(await creditsOf(t.ctx, member.id)).toBe(83);
    expect(await creditsOf(t.ctx, uploader.id)).toBe(before + 17);
    expect(await downloadsOf(member.id)).toEqual([expect.objectContaining({ is_pay: 1, price: 17, vip_id: 0 })]);
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });
});
