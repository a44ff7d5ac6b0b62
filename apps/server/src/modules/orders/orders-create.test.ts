import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, insertDocument, type Session } from "../documents/document-fixtures.js";
import { orderRow, startCommerce, type OrderApi } from "./order-fixtures.js";

describe(`creating orders (${testDialect})`, () => {
  let t: TestServer;
  let api: OrderApi;
  let uploader: Session;

  beforeAll(async () => {
    t = await createTestServer();
    ({ api, uploader } = await startCommerce(t));
  });
  afterAll(() => t.close());

  it("a recharge order gets the server's figures, whatever the client sends", async () => {
    const buyer = await createMember(t.ctx);
    const before = Date.now();
    const res = await api.create(buyer.token, { order_type: 3, quantity: 100, amount: 1, amount_fen: 1, price: 0, discount: 0.01, status: 2, user_id: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order_type: 3, user_id: buyer.id, quantity: 100, price: 1, amount: 100, amount_fen: 950, discount: 0.95, status: 1, payment_type: 0, product_id: 0 });
    expect(res.body.order_no).toMatch(/^\d{26}$/);
    expect(res.body.product_name).toBe("100 魔豆");
    const deadline = Date.parse(res.body.closed_at);
    expect(deadline - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const row = await orderRow(t, res.body.order_no);
    expect(row).toMatchObject({ amount_fen: 950, discount_bp: 9500, status: 1, user_id: buyer.id });
  });

  it("order numbers are unique and not sequential", async () => {
    const buyer = await createMember(t.ctx);
    const numbers = await Promise.all(Array.from({ length: 20 }, async () => (await api.created(buyer.token, { order_type: 3, quantity: 10 })).order_no));
    expect(new Set(numbers).size).toBe(20);
    const tails = numbers.map((n) => Number(n.slice(14))).sort((a, b) => a - b);
    expect(tails.some((n, i) => i > 0 && n - tails[i - 1] > 1000)).toBe(true);
  });

  it("the order timeout setting sets the deadline", async () => {
    const buyer = await createMember(t.ctx);
    await t.setSettings([["security", "order_timeout_minute", "5"]]);
    const res = await api.create(buyer.token, { order_type: 3, quantity: 10 });
    await t.setSettings([["security", "order_timeout_minute", "30"]]);
    expect(Date.parse(res.body.closed_at) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(Date.parse(res.body.closed_at) - Date.now()).toBeGreaterThan(4 * 60_000);
  });

  it("refuses recharges when switched off, and quantities that are not whole positive credits", async () => {
    const buyer = await createMember(t.ctx);
    for (const quantity of [0, -5, 1.5, "abc", 100_000_001]) {
      const res = await api.create(buyer.token, { order_type: 3, quantity });
      expect(res.status, String(quantity)).toBe(400);
    }
    expect((await api.create(buyer.token, { order_type: 3, quantity: 0 })).body.message).toBe("充值数量不正确");
    await t.setSettings([["system", "credit_exchange", "1000"]]);
    expect((await api.create(buyer.token, { order_type: 3, quantity: 1 })).body.message).toBe("充值数量不正确");
    await t.setSettings([["system", "credit_exchange", "10"], ["pay", "enable_recharge", "false"]]);
    const off = await api.create(buyer.token, { order_type: 3, quantity: 100 });
    await t.setSettings([["pay", "enable_recharge", "true"]]);
    expect(off.status).toBe(403);
    expect(off.body.message).toBe("魔豆充值未开启");
    expect((await api.create(buyer.token, { order_type: 4, quantity: 100 })).body.message).toBe("订单类型不正确");
    expect((await api.create("", { order_type: 3, quantity: 100 })).status).toBe(401);
    expect(await t.ctx.db.kysely.selectFrom("orders").select("id").where("user_id", "=", buyer.id).execute()).toHaveLength(0);
  });

  it("a VIP order costs the plan's price in fen and its credits, with the plan's terms frozen", async () => {
    const buyer = await createMember(t.ctx);
    const res = await api.create(buyer.token, { order_type: 2, product_id: 0, quantity: 9, amount_fen: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order_type: 2, product_id: 0, product_name: "年度 VIP", quantity: 1, amount_fen: 9900, amount: 990, discount: 1 });
    const row = await orderRow(t, res.body.order_no);
    expect(JSON.parse(row.product_terms)).toMatchObject({ period: 0, priceFen: 9900, download: 100, documentDiscount: 80 });
    const unpriced = await api.create(buyer.token, { order_type: 2, product_id: 1 });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.message).toBe("该 VIP 套餐未设置价格");
    expect((await api.create(buyer.token, { order_type: 2, product_id: 3 })).body.message).toBe("商品不存在");
    await t.setSettings([["vip", "enable", "false"]]);
    const off = await api.create(buyer.token, { order_type: 2, product_id: 0 });
    await t.setSettings([["vip", "enable", "true"]]);
    expect(off.status).toBe(403);
    expect(off.body.message).toBe("VIP 未开启");
  });

  it("a document order costs its price, with the buyer's VIP discount, and never the client's figure", async () => {
    const buyer = await createMember(t.ctx);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 15 });
    const res = await api.create(buyer.token, { order_type: 1, product_id: doc.id, amount: 1 });
    expect(res.body).toMatchObject({ order_type: 1, product_id: doc.id, product_uuid: doc.uuid, price: 15, amount: 15, amount_fen: 150, status: 1, discount: 1 });
    const now = new Date();
    await t.ctx.db.kysely
      .insertInto("user_vip")
      .values({ user_id: buyer.id, type: 2, discount: 85, joined_at: new Date(now.getTime() - 1000).toISOString(), expired_at: new Date(now.getTime() + 86_400_000).toISOString(), created_at: now.toISOString(), updated_at: now.toISOString() })
      .execute();
    const vip = await api.create(buyer.token, { order_type: 1, product_id: doc.id });
    expect(vip.body).toMatchObject({ price: 15, amount: 13, amount_fen: 130, discount: 0.85 });
  });

  it("refuses documents that are missing, not public or VIP-only", async () => {
    const buyer = await createMember(t.ctx);
    const pending = await insertDocument(t.ctx, { userId: uploader.id, price: 5, status: 6 });
    const deleted = await insertDocument(t.ctx, { userId: uploader.id, price: 5, deleted: true });
    for (const id of [pending.id, deleted.id, 999_999]) {
      const res = await api.create(buyer.token, { order_type: 1, product_id: id });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("商品不存在");
    }
    const vipOnly = await insertDocument(t.ctx, { userId: uploader.id, price: 5 });
    await t.ctx.db.kysely.updateTable("document").set({ is_vip: 1 }).where("id", "=", vipOnly.id).execute();
    const res = await api.create(buyer.token, { order_type: 1, product_id: vipOnly.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("该文档为 VIP 专享，请先开通 VIP");
  });

  it("answers status 2 without a new order when the caller can already download without paying", async () => {
    const buyer = await createMember(t.ctx, 100);
    const free = await insertDocument(t.ctx, { userId: uploader.id, price: 0 });
    const own = await insertDocument(t.ctx, { userId: buyer.id, price: 9 });
    for (const doc of [free, own]) {
      const res = await api.create(buyer.token, { order_type: 1, product_id: doc.id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 2, order_no: "", product_id: doc.id, product_uuid: doc.uuid, amount: 0 });
    }
    const paid = await insertDocument(t.ctx, { userId: uploader.id, price: 9 });
    const order = await api.created(buyer.token, { order_type: 1, product_id: paid.id });
    expect((await api.pay(buyer.token, { order_no: order.order_no, payment_type: 5 })).body).toEqual({ order_status: 2 });
    const again = await api.create(buyer.token, { order_type: 1, product_id: paid.id });
    expect(again.body).toMatchObject({ status: 2, order_no: order.order_no });
    // Once the paid order's download is used, buying again is a new order (free_download_duration 0)…
    const now = new Date().toISOString();
    await t.ctx.db.kysely.insertInto("download").values({ user_id: buyer.id, document_id: paid.id, is_pay: 1, price: 9, order_id: order.id, created_at: now, updated_at: now }).execute();
    const third = await api.create(buyer.token, { order_type: 1, product_id: paid.id });
    expect(third.body).toMatchObject({ status: 1 });
    expect(third.body.order_no).not.toBe(order.order_no);
    // …unless re-downloads are free for some days after a purchase.
    await t.setSettings([["download", "free_download_duration", "3"]]);
    const fourth = await api.create(buyer.token, { order_type: 1, product_id: paid.id });
    await t.setSettings([["download", "free_download_duration", "0"]]);
    expect(fourth.body).toMatchObject({ status: 2, order_no: "" });
    expect(await t.ctx.db.kysely.selectFrom("orders").select("id").where("user_id", "=", buyer.id).execute()).toHaveLength(2);
  });

  it("an order is read by its owner and by administrators with the order list permission only", async () => {
    const buyer = await createMember(t.ctx);
    const other = await createMember(t.ctx);
    const order = await api.created(buyer.token, { order_type: 3, quantity: 50 });
    const own = await api.get(buyer.token, order.order_no);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ order_no: order.order_no, username: expect.any(String), late_payment: false });
    expect((await api.status(buyer.token, order.order_no)).body.status).toBe(1);
    for (const res of [await api.get(other.token, order.order_no), await api.status(other.token, order.order_no)]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("订单不存在");
    }
    const admin = await adminSession(t.ctx);
    expect((await api.get(admin.token, order.order_no)).body.order_no).toBe(order.order_no);
    expect((await api.status(admin.token, order.order_no)).status).toBe(404);
    expect((await api.get(buyer.token, "nope")).status).toBe(404);
    expect((await t.call(apiRoutes.order.get, { token: buyer.token })).status).toBe(400);
  });
});
