import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, creditsOf, insertDocument, ledgerMismatches, type Session } from "../documents/document-fixtures.js";
import { ledgerRowsOf, orderRow, startCommerce, type OrderApi } from "./order-fixtures.js";

describe(`paying orders (${testDialect})`, () => {
  let t: TestServer;
  let api: OrderApi;
  let uploader: Session;
  const db = () => t.ctx.db.kysely;

  const addCode = async (code: string, status = 0) => {
    const now = new Date().toISOString();
    await db().insertInto("download_code").values({ code, status, created_at: now, updated_at: now }).execute();
  };

  beforeAll(async () => {
    t = await createTestServer();
    ({ api, uploader } = await startCommerce(t));
  });
  afterAll(async () => {
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
    await t.close();
  });

  it("credits buy a document: the buyer pays the amount, the uploader earns the price, once", async () => {
    const buyer = await createMember(t.ctx, 100);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 30 });
    const order = await api.created(buyer.token, { order_type: 1, product_id: doc.id });
    const uploaderBefore = await creditsOf(t.ctx, uploader.id);
    const res = await api.pay(buyer.token, { order_no: order.order_no, payment_type: 5, amount: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ order_status: 2 });
    expect(await creditsOf(t.ctx, buyer.id)).toBe(70);
    expect(await creditsOf(t.ctx, uploader.id)).toBe(uploaderBefore + 30);
    expect(await orderRow(t, order.order_no)).toMatchObject({ status: 2, payment_type: 5, amount: 30 });
    const spent = (await ledgerRowsOf(t, buyer.id)).at(-1)!;
    expect(spent).toMatchObject({ delta: -30, reason: "buy_document", ref_type: "order", ref_id: order.id });
    const again = await api.pay(buyer.token, { order_no: order.order_no, payment_type: 5 });
    expect(again.body).toEqual({ order_status: 2 });
    expect(await creditsOf(t.ctx, buyer.id)).toBe(70);
  });

  it("a short balance refuses a credit payment and changes nothing", async () => {
    const buyer = await createMember(t.ctx, 10);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 30 });
    const order = await api.created(buyer.token, { order_type: 1, product_id: doc.id });
    const uploaderBefore = await creditsOf(t.ctx, uploader.id);
    const ledgerBefore = (await ledgerRowsOf(t, buyer.id)).length;
    const res = await api.pay(buyer.token, { order_no: order.order_no, payment_type: 5 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("魔豆不足，请先充值");
    expect(await creditsOf(t.ctx, buyer.id)).toBe(10);
    expect(await creditsOf(t.ctx, uploader.id)).toBe(uploaderBefore);
    expect(await ledgerRowsOf(t, buyer.id)).toHaveLength(ledgerBefore);
    expect(await orderRow(t, order.order_no)).toMatchObject({ status: 1, payment_type: 0, paid_at: null });
  });

  it("credits buy VIP only when credit payment is on; the period is granted on the frozen terms", async () => {
    const buyer = await createMember(t.ctx, 2000);
    const order = await api.created(buyer.token, { order_type: 2, product_id: 0 });
    await t.setSettings([["vip", "enable_credit_pay", "false"]]);
    const off = await api.pay(buyer.token, { order_no: order.order_no, payment_type: 5 });
    await t.setSettings([["vip", "enable_credit_pay", "true"], ["vip", "year_download", "5"]]);
    expect(off.status).toBe(403);
    expect(off.body.message).toBe("不支持使用魔豆购买 VIP");
    const res = await api.pay(buyer.token, { order_no: order.order_no, payment_type: 5 });
    await t.setSettings([["vip", "year_download", "100"]]);
    expect(res.body).toEqual({ order_status: 2 });
    expect(await creditsOf(t.ctx, buyer.id)).toBe(2000 - 990);
    const periods = await db().selectFrom("user_vip").selectAll().where("user_id", "=", buyer.id).execute();
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ type: 0, order_no: order.order_no, download: 100, discount: 80 });
    const days = (Date.parse(periods[0].expired_at) - Date.parse(periods[0].joined_at)) / 86_400_000;
    expect(days).toBe(365);
  });

  it("a recharge cannot be paid with credits, and unknown payment types are refused", async () => {
    const buyer = await createMember(t.ctx, 500);
    const order = await api.created(buyer.token, { order_type: 3, quantity: 100 });
    const res = await api.pay(buyer.token, { order_no: order.order_no, payment_type: 5 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("充值订单不能使用魔豆支付");
    for (const paymentType of [3, 4, 6, 7, 10, 0]) {
      const other = await api.pay(buyer.token, { order_no: order.order_no, payment_type: paymentType });
      expect(other.status).toBe(400);
      expect(other.body.message).toBe("不支持的支付方式");
    }
    expect(await creditsOf(t.ctx, buyer.id)).toBe(500);
    expect((await orderRow(t, order.order_no)).status).toBe(1);
  });

  it("someone else's order cannot be paid, closed or deleted", async () => {
    const buyer = await createMember(t.ctx, 100);
    const other = await createMember(t.ctx, 100);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 10 });
    const order = await api.created(buyer.token, { order_type: 1, product_id: doc.id });
    expect((await api.pay(other.token, { order_no: order.order_no, payment_type: 5 })).status).toBe(404);
    expect((await api.close(other.token, order.order_no)).status).toBe(404);
    expect((await api.remove(other.token, order.order_no)).status).toBe(404);
    expect(await creditsOf(t.ctx, other.id)).toBe(100);
    expect((await orderRow(t, order.order_no)).status).toBe(1);
  });

  it("a closed or expired order cannot be paid; an expired one closes on the spot", async () => {
    const buyer = await createMember(t.ctx, 100);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 10 });
    const closed = await api.created(buyer.token, { order_type: 1, product_id: doc.id });
    expect((await api.close(buyer.token, closed.order_no)).body).toMatchObject({ status: 3 });
    const res = await api.pay(buyer.token, { order_no: closed.order_no, payment_type: 5 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("订单已关闭");
    const expired = await api.created(buyer.token, { order_type: 1, product_id: doc.id });
    await db().updateTable("orders").set({ expire_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", expired.id).execute();
    const late = await api.pay(buyer.token, { order_no: expired.order_no, payment_type: 5 });
    expect(late.body.message).toBe("订单已关闭");
    expect((await orderRow(t, expired.order_no)).status).toBe(3);
    expect(await creditsOf(t.ctx, buyer.id)).toBe(100);
  });

  it("a download code pays a document order once, within the code settings", async () => {
    const buyer = await createMember(t.ctx, 0);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 8 });
    const dear = await insertDocument(t.ctx, { userId: uploader.id, price: 80 });
    const order = await api.created(buyer.token, { order_type: 1, product_id: doc.id });
    await addCode("ABCD2345EFGH");
    await addCode("REVOKED23456", 2);
    const off = await api.pay(buyer.token, { order_no: order.order_no, payment_type: 9, downcode: "ABCD2345EFGH" });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe("未开启下载码下载");
    await t.setSettings([["download", "enable_code_download", "true"], ["download", "max_price", "10"]]);
    expect((await api.pay(buyer.token, { order_no: order.order_no, payment_type: 9 })).body.message).toBe("请输入下载码");
    for (const code of ["NOPE", "REVOKED23456"]) {
      const bad = await api.pay(buyer.token, { order_no: order.order_no, payment_type: 9, downcode: code });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("下载码无效或已被使用");
    }
    expect((await orderRow(t, order.order_no)).status).toBe(1);
    const dearOrder = await api.created(buyer.token, { order_type: 1, product_id: dear.id });
    const tooDear = await api.pay(buyer.token, { order_no: dearOrder.order_no, payment_type: 9, downcode: "ABCD2345EFGH" });
    expect(tooDear.body.message).toBe("该文档不支持下载码下载");
    const recharge = await api.created(buyer.token, { order_type: 3, quantity: 10 });
    expect((await api.pay(buyer.token, { order_no: recharge.order_no, payment_type: 9, downcode: "ABCD2345EFGH" })).body.message).toBe("下载码只能用于购买文档");

    const uploaderBefore = await creditsOf(t.ctx, uploader.id);
    const ok = await api.pay(buyer.token, { order_no: order.order_no, payment_type: 9, downcode: "abcd-2345-efgh" });
    expect(ok.body).toEqual({ order_status: 2 });
    expect(await orderRow(t, order.order_no)).toMatchObject({ status: 2, payment_type: 9, amount: 0 });
    expect(await creditsOf(t.ctx, uploader.id)).toBe(uploaderBefore + 8);
    expect(await db().selectFrom("download_code").selectAll().where("code", "=", "ABCD2345EFGH").executeTakeFirst()).toMatchObject({ status: 1, used_by: buyer.id, document_id: doc.id, order_no: order.order_no });
    // The paid order is not downloaded yet: buying again answers it.
    expect((await api.create(buyer.token, { order_type: 1, product_id: doc.id })).body).toMatchObject({ status: 2, order_no: order.order_no });
    await t.setSettings([["download", "enable_code_download", "false"], ["download", "max_price", "0"]]);
  });

  it("a gateway payment records the chosen method on the pending order and answers the gateway's refusal", async () => {
    const buyer = await createMember(t.ctx);
    const order = await api.created(buyer.token, { order_type: 3, quantity: 100 });
    await t.setSettings([["pay", "enable_xunhupay", "false"]]);
    const res = await api.pay(buyer.token, { order_no: order.order_no, payment_type: 8 });
    await t.setSettings([["pay", "enable_xunhupay", "true"]]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("该支付方式未开启");
    expect(await orderRow(t, order.order_no)).toMatchObject({ status: 1, payment_type: 8 });
    await t.setSettings([["pay", "enable_recharge", "false"]]);
    const off = await api.pay(buyer.token, { order_no: order.order_no, payment_type: 1 });
    await t.setSettings([["pay", "enable_recharge", "true"]]);
    expect(off.body.message).toBe("魔豆充值未开启");
  });
});
