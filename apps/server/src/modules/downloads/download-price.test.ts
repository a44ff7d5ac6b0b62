import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, creditsOf, insertDocument, type Session } from "../documents/document-fixtures.js";

describe(`the price of a download, asked before paying it (${testDialect})`, () => {
  let t: TestServer;
  let uploader: Session;

  const price = (token: string | undefined, id: number) => t.call(apiRoutes.download.price, { token, query: { id } });
  const download = (token: string, id: number) => t.call(apiRoutes.download.document, { token, query: { id } });

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["download", "times_every_day", "1000"], ["download", "times_every_ip", "1000"], ["download", "free_download_duration", "1"]]);
    uploader = await createMember(t.ctx, 0);
  });
  afterAll(() => t.close());

  it("quotes what the download then takes, reports it and the new download count, and quotes 0 (bought) for a download paid for", async () => {
    const buyer = await createMember(t.ctx, 50);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 20 });
    expect((await price(buyer.token, doc.id)).body).toEqual({ price: 20, credit_count: 50, bought: false });
    // Asking records nothing and takes nothing.
    expect(await creditsOf(t.ctx, buyer.id)).toBe(50);

    const paid = await download(buyer.token, doc.id);
    expect(paid.status, paid.raw).toBe(200);
    expect(paid.body).toMatchObject({ paid: 20, download_count: 1 });
    expect(await creditsOf(t.ctx, buyer.id)).toBe(30);
    // Within free_download_duration the next download is free, and so is its quote; the page shows 已购买.
    expect((await price(buyer.token, doc.id)).body).toEqual({ price: 0, credit_count: 30, bought: true });
    const again = await download(buyer.token, doc.id);
    expect(again.body).toMatchObject({ paid: 0, download_count: 1 });
  });

  it("quotes the buyer's VIP discount, 0 for the owner and for free documents, and needs a signed-in caller", async () => {
    const buyer = await createMember(t.ctx, 5);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 15 });
    const now = Date.now();
    await t.ctx.db.kysely
      .insertInto("user_vip")
      .values({ user_id: buyer.id, type: 2, discount: 80, joined_at: new Date(now - 1000).toISOString(), expired_at: new Date(now + 86_400_000).toISOString(), created_at: new Date(now).toISOString(), updated_at: new Date(now).toISOString() })
      .execute();
    expect((await price(buyer.token, doc.id)).body).toEqual({ price: 12, credit_count: 5, bought: false });
    // Too few credits: the quote says so before anything is tried, and the download is refused as before.
    expect((await download(buyer.token, doc.id)).body.message).toBe("魔豆不足，无法下载");
    const owner = await t.request("GET", "/api/v1/user", { token: uploader.token });
    expect((await price(uploader.token, doc.id)).body).toEqual({ price: 0, credit_count: owner.body.credit_count, bought: false });
    const free = await insertDocument(t.ctx, { userId: uploader.id, price: 0 });
    expect((await price(buyer.token, free.id)).body.price).toBe(0);
    expect((await price(undefined, doc.id)).status).toBe(401);
    expect((await price(buyer.token, 999_999)).status).toBe(404);
  });

  it("reports a document paid by an order (here a download code) as bought, with nothing to pay", async () => {
    await t.setSettings([["download", "enable_code_download", "true"], ["download", "max_price", "0"]]);
    const buyer = await createMember(t.ctx, 0);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 9 });
    expect((await price(buyer.token, doc.id)).body).toEqual({ price: 9, credit_count: 0, bought: false });
    const codes = await t.call(apiRoutes.downloadCode.create, { token: await t.adminToken(), body: { count: 1 } });
    expect(codes.status, codes.raw).toBe(200);
    const order = await t.call(apiRoutes.order.create, { token: buyer.token, body: { order_type: 1, product_id: doc.id } });
    expect(order.status, order.raw).toBe(200);
    const paid = await t.call(apiRoutes.order.pay, { token: buyer.token, body: { order_no: order.body.order_no, payment_type: 9, downcode: codes.body.code[0] } });
    expect(paid.body).toMatchObject({ order_status: 2 });
    expect((await price(buyer.token, doc.id)).body).toEqual({ price: 0, credit_count: 0, bought: true });
    const got = await download(buyer.token, doc.id);
    expect(got.body).toMatchObject({ paid: 0 });
  });
});
