import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, creditsOf, insertDocument, ledgerMismatches, type Session } from "../documents/document-fixtures.js";
import { closeExpiredOrders } from "./close-expired-orders.js";
import { ledgerRowsOf, orderRow, startCommerce, type OrderApi } from "./order-fixtures.js";
import { orderCloseWorker } from "./schedule.js";
import type { GatewayNotification } from "../payments/gateway-notification.js";
import { settleGatewayPayment } from "./settle-gateway-payment.js";

describe(`settling gateway payments (${testDialect})`, () => {
  let t: TestServer;
  let api: OrderApi;
  let uploader: Session;
  const db = () => t.ctx.db.kysely;
  const notification = (orderNo: string, amountFen: number, tradeNo = `T${orderNo}`): GatewayNotification => ({ provider: "xunhupay", orderNo, tradeNo, amountFen, detail: "{}" });
  const outcomesOf = async (orderNo: string) =>
    (await db().selectFrom("payment_notification").select("outcome").where("order_no", "=", orderNo).orderBy("id").execute()).map((r) => r.outcome);

  beforeAll(async () => {
    t = await createTestServer();
    ({ api, uploader } = await startCommerce(t));
  });
  afterAll(async () => {
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
    await t.close();
  });

  it("a recharge settles once: credits granted through the ledger, the order paid with the trade number", async () => {
    const buyer = await createMember(t.ctx, 0);
    const order = await api.created(buyer.token, { order_type: 3, quantity: 1000 });
    expect(await settleGatewayPayment(t.ctx, notification(order.order_no, 9000))).toBe("settled");
    expect(await creditsOf(t.ctx, buyer.id)).toBe(1000);
    expect(await orderRow(t, order.order_no)).toMatchObject({ status: 2, payment_type: 8, trade_no: `T${order.order_no}` });
    expect((await ledgerRowsOf(t, buyer.id)).at(-1)).toMatchObject({ delta: 1000, reason: "recharge", ref_type: "order", ref_id: order.id, balance_after: 1000 });
    expect(await settleGatewayPayment(t.ctx, notification(order.order_no, 9000))).toBe("duplicate");
    expect(await creditsOf(t.ctx, buyer.id)).toBe(1000);
    expect(await outcomesOf(order.order_no)).toEqual(["settled", "duplicate"]);
    expect((await api.status(buyer.token, order.order_no)).body).toMatchObject({ status: 2, paid_at: expect.any(String) });
  });

  it("50 concurrent copies of one notification settle once", async () => {
    const buyer = await createMember(t.ctx, 0);
    const order = await api.created(buyer.token, { order_type: 3, quantity: 100 });
    const results = await Promise.all(Array.from({ length: 50 }, () => settleGatewayPayment(t.ctx, notification(order.order_no, 950))));
    expect(results.filter((r) => r === "settled")).toHaveLength(1);
    expect(results.filter((r) => r === "duplicate")).toHaveLength(49);
    expect(await creditsOf(t.ctx, buyer.id)).toBe(100);
    expect((await ledgerRowsOf(t, buyer.id)).filter((r) => r.reason === "recharge")).toHaveLength(1);
    expect(await outcomesOf(order.order_no)).toHaveLength(50);
  });

  it("a wrong amount, an unknown order or a closed order is refused and changes nothing", async () => {
    const buyer = await createMember(t.ctx, 0);
    const order = await api.created(buyer.token, { order_type: 3, quantity: 100 });
    expect(await settleGatewayPayment(t.ctx, notification(order.order_no, 949))).toBe("amount_mismatch");
    expect(await settleGatewayPayment(t.ctx, notification(order.order_no, 95_000))).toBe("amount_mismatch");
    expect(await settleGatewayPayment(t.ctx, notification("20990101000000123456789012", 950))).toBe("unknown_order");
    expect(await orderRow(t, order.order_no)).toMatchObject({ status: 1, trade_no: "", paid_at: null });
    await api.close(buyer.token, order.order_no);
    expect(await settleGatewayPayment(t.ctx, notification(order.order_no, 950))).toBe("closed");
    expect(await orderRow(t, order.order_no)).toMatchObject({ status: 3, trade_no: "", paid_at: null });
    expect(await creditsOf(t.ctx, buyer.id)).toBe(0);
    expect(await outcomesOf(order.order_no)).toEqual(["amount_mismatch", "amount_mismatch", "closed"]);
    const unknown = await db().selectFrom("payment_notification").selectAll().where("order_no", "=", "20990101000000123456789012").execute();
    expect(unknown).toMatchObject([{ provider: "xunhupay", outcome: "unknown_order", amount_fen: 950, detail: "{}" }]);
    const view = await api.get(buyer.token, order.order_no);
    expect(view.body.late_payment).toBe(true);
  });

  it("auto-close closes an expired pending order; a later valid notification for it is refused as closed", async () => {
    const buyer = await createMember(t.ctx, 0);
    const expired = await api.created(buyer.token, { order_type: 3, quantity: 100 });
    const fresh = await api.created(buyer.token, { order_type: 3, quantity: 100 });
    await db().updateTable("orders").set({ payment_type: 8 }).where("id", "=", expired.id).execute();
    expect(await closeExpiredOrders(t.ctx, new Date(Date.parse(expired.expire_at!) - 1000))).toBe(0);
    const closedCount = await closeExpiredOrders(t.ctx, new Date(Date.parse(expired.expire_at!) + 1000));
    expect(closedCount).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t, expired.order_no)).toMatchObject({ status: 3, closed_at: expect.any(String) });
    expect((await orderRow(t, fresh.order_no)).status).toBe(fresh.expire_at! <= new Date(Date.parse(expired.expire_at!) + 1000).toISOString() ? 3 : 1);
    expect(await settleGatewayPayment(t.ctx, notification(expired.order_no, 950))).toBe("closed");
    expect(await creditsOf(t.ctx, buyer.id)).toBe(0);
    expect(await outcomesOf(expired.order_no)).toEqual(["closed"]);
    // The late payment is shown to administrators, who can mark it refunded; the buyer cannot delete the order.
    const admin = await t.adminToken();
    const list = await t.call(apiRoutes.order.list, { token: admin, query: { wd: expired.order_no } });
    expect(list.body.order).toMatchObject([{ order_no: expired.order_no, status: 3, late_payment: true }]);
    expect((await api.remove(buyer.token, expired.order_no)).status).toBe(400);
    const refund = await t.call(apiRoutes.order.refund, { token: admin, body: { order_no: expired.order_no, remark: "原路退回" } });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ status: 3, refund_remark: "原路退回", refunded_at: expect.any(String) });
    expect(await creditsOf(t.ctx, buyer.id)).toBe(0);
  });

  it("the auto-close worker closes orders that expired while the server was down as soon as it starts", async () => {
    const buyer = await createMember(t.ctx, 0);
    const order = await api.created(buyer.token, { order_type: 3, quantity: 100 });
    await db().updateTable("orders").set({ expire_at: new Date(Date.now() - 60_000).toISOString() }).where("id", "=", order.id).execute();
    void orderCloseWorker(t.ctx)();
    const deadline = Date.now() + 10_000;
    while ((await orderRow(t, order.order_no)).status === 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await orderRow(t, order.order_no)).status).toBe(3);
  });

  it("a settlement racing the auto-close either settles the order or finds it closed, never both", async () => {
    for (let round = 0; round < 10; round++) {
      const buyer = await createMember(t.ctx, 0);
      const order = await api.created(buyer.token, { order_type: 3, quantity: 100 });
      const past = new Date(Date.parse(order.expire_at!) + 1000);
      const [outcome] = await Promise.all([settleGatewayPayment(t.ctx, notification(order.order_no, 950)), closeExpiredOrders(t.ctx, past)]);
      const row = await orderRow(t, order.order_no);
      if (outcome === "settled") expect([row.status, await creditsOf(t.ctx, buyer.id)]).toEqual([2, 100]);
      else expect([outcome, row.status, await creditsOf(t.ctx, buyer.id)]).toEqual(["closed", 3, 0]);
    }
  });

  it("a document bought through a gateway pays the uploader its price, not a buyer of their own document", async () => {
    const buyer = await createMember(t.ctx, 0);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 25 });
    const order = await api.created(buyer.token, { order_type: 1, product_id: doc.id });
    const before = await creditsOf(t.ctx, uploader.id);
    expect(await settleGatewayPayment(t.ctx, { ...notification(order.order_no, 250), provider: "alipay" })).toBe("settled");
    expect(await creditsOf(t.ctx, uploader.id)).toBe(before + 25);
    expect((await ledgerRowsOf(t, uploader.id)).at(-1)).toMatchObject({ delta: 25, reason: "download_income", ref_type: "order", ref_id: order.id });
    expect(await creditsOf(t.ctx, buyer.id)).toBe(0);
    expect((await orderRow(t, order.order_no)).payment_type).toBe(2);
  });

  it("a VIP order settles into one VIP period", async () => {
    const buyer = await createMember(t.ctx, 0);
    const order = await api.created(buyer.token, { order_type: 2, product_id: 2 });
    const results = await Promise.all(Array.from({ length: 10 }, () => settleGatewayPayment(t.ctx, { ...notification(order.order_no, 1000), provider: "wechatpay" })));
    expect(results.filter((r) => r === "settled")).toHaveLength(1);
    const periods = await db().selectFrom("user_vip").selectAll().where("user_id", "=", buyer.id).execute();
    expect(periods).toMatchObject([{ type: 2, order_no: order.order_no, download: 10, discount: 90 }]);
    const user = await db().selectFrom("user").select("vip_expired_at").where("id", "=", buyer.id).executeTakeFirstOrThrow();
    expect(user.vip_expired_at).toBe(periods[0].expired_at);
  });
});
