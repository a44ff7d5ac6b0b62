import { apiRoutes, OrderStatus } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, creditsOf, insertDocument, ledgerMismatches, type Session } from "../documents/document-fixtures.js";
import { hasPurchased, purchasedAmong } from "../documents/bought-by.js";
import { grantTestVip, insertDocumentOrder } from "../vip/vip-fixtures.js";

describe(`documents bought with money or a code (${testDialect})`, () => {
  let t: TestServer;
  let uploader: Session;

  const download = (token: string, id: number) => t.call(apiRoutes.download.document, { token, query: { id } });
  const downloadsOf = (userId: number) => t.ctx.db.kysely.selectFrom("download").selectAll().where("user_id", "=", userId).orderBy("id").execute();
  /** Ends the link lifetime of the user's downloads, so the next click is a new download. */
  const expireLinks = (userId: number) =>
    t.ctx.db.kysely.updateTable("download").set({ created_at: new Date(Date.now() - 3600_000).toISOString() }).where("user_id", "=", userId).execute();

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["download", "times_every_day", "1000"], ["download", "times_every_ip", "1000"], ["download", "free_download_duration", "0"]]);
    uploader = await createMember(t.ctx, 0);
  });
  afterAll(() => t.close());

  it("lets a paid document order pay for exactly one download, without moving credits", async () => {
    const buyer = await createMember(t.ctx, 0);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 12 });
    const order = await insertDocumentOrder(t.ctx, { userId: buyer.id, documentId: doc.id, amount: 12 });
    const uploaderBefore = await creditsOf(t.ctx, uploader.id);
    expect((await download(buyer.token, doc.id)).status).toBe(200);
    expect(await downloadsOf(buyer.id)).toEqual([expect.objectContaining({ is_pay: 1, price: 12, order_id: order.id })]);
    expect(await creditsOf(t.ctx, buyer.id)).toBe(0);
    expect(await creditsOf(t.ctx, uploader.id)).toBe(uploaderBefore);
    await expireLinks(buyer.id);
    const again = await download(buyer.token, doc.id);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe("魔豆不足，无法下载");
    expect(await downloadsOf(buyer.id)).toHaveLength(1);
  });

  it("uses the order once when two downloads race; a later download pays credits", async () => {
    const buyer = await createMember(t.ctx, 50);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 10 });
    const order = await insertDocumentOrder(t.ctx, { userId: buyer.id, documentId: doc.id, amount: 10 });
    const replies = await Promise.all([download(buyer.token, doc.id), download(buyer.token, doc.id)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(await downloadsOf(buyer.id)).toEqual([expect.objectContaining({ order_id: order.id, is_pay: 1 })]);
    expect(await creditsOf(t.ctx, buyer.id)).toBe(50);
    await expireLinks(buyer.id);
    expect((await download(buyer.token, doc.id)).status).toBe(200);
    expect((await downloadsOf(buyer.id)).map((d) => [d.order_id, d.price])).toEqual([[order.id, 10], [0, 10]]);
    expect(await creditsOf(t.ctx, buyer.id)).toBe(40);
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });

  it("takes each of two paid orders once, oldest first", async () => {
    const buyer = await createMember(t.ctx, 0);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 6 });
    const first = await insertDocumentOrder(t.ctx, { userId: buyer.id, documentId: doc.id, amount: 6 });
    const second = await insertDocumentOrder(t.ctx, { userId: buyer.id, documentId: doc.id, amount: 5 });
    expect((await download(buyer.token, doc.id)).status).toBe(200);
    await expireLinks(buyer.id);
    expect((await download(buyer.token, doc.id)).status).toBe(200);
    await expireLinks(buyer.id);
    expect((await download(buyer.token, doc.id)).status).toBe(403);
    expect((await downloadsOf(buyer.id)).map((d) => [d.order_id, d.price])).toEqual([[first.id, 6], [second.id, 5]]);
  });

  it("ignores pending, closed, refunded and other users' orders", async () => {
    const buyer = await createMember(t.ctx, 0);
    const other = await createMember(t.ctx, 0);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 3 });
    await insertDocumentOrder(t.ctx, { userId: buyer.id, documentId: doc.id, amount: 3, status: OrderStatus.pending });
    await insertDocumentOrder(t.ctx, { userId: buyer.id, documentId: doc.id, amount: 3, status: OrderStatus.closed });
    await insertDocumentOrder(t.ctx, { userId: buyer.id, documentId: doc.id, amount: 3, refunded: true });
    await insertDocumentOrder(t.ctx, { userId: other.id, documentId: doc.id, amount: 3 });
    expect((await download(buyer.token, doc.id)).status).toBe(403);
    expect(await hasPurchased(t.ctx, buyer.id, doc.id)).toBe(false);
    expect(await hasPurchased(t.ctx, other.id, doc.id)).toBe(true);
  });

  it("uses an unused paid order before the VIP quota on the VIP route", async () => {
    await t.setSettings([["vip", "enable", "true"]]);
    const buyer = await createMember(t.ctx, 0);
    await grantTestVip(t.ctx, buyer.id, { download: 3 });
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 9 });
    const order = await insertDocumentOrder(t.ctx, { userId: buyer.id, documentId: doc.id, amount: 9 });
    expect((await t.call(apiRoutes.download.vip, { token: buyer.token, query: { id: doc.id } })).status).toBe(200);
    expect(await downloadsOf(buyer.id)).toEqual([expect.objectContaining({ order_id: order.id, vip_id: 0 })]);
    const period = await t.ctx.db.kysely.selectFrom("user_vip").select("download_used").where("user_id", "=", buyer.id).executeTakeFirstOrThrow();
    expect(period.download_used).toBe(0);
  });

  it("counts a paid order as a purchase for previews and text", async () => {
    const buyer = await createMember(t.ctx, 0);
    const docs = await Promise.all([1, 2, 3].map(() => insertDocument(t.ctx, { userId: uploader.id, price: 2 })));
    await insertDocumentOrder(t.ctx, { userId: buyer.id, documentId: docs[0].id, amount: 2 });
    await t.ctx.db.kysely
      .insertInto("download")
      .values({ user_id: buyer.id, document_id: docs[1].id, ip: "", is_pay: 1, price: 2, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
      .execute();
    expect([...(await purchasedAmong(t.ctx, buyer.id, docs.map((d) => d.id)))].sort()).toEqual([docs[0].id, docs[1].id].sort());
  });
});
