import { apiRoutes, OrderStatus } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, creditsOf, insertDocument, ledgerMismatches } from "../documents/document-fixtures.js";
import { enableCommerce, ledgerRowsOf, orderApi } from "./order-fixtures.js";
import { settleGatewayPayment } from "./settle-gateway-payment.js";

describe(`orders under concurrency (${testDialect})`, () => {
  let t: TestServer;
  let api: ReturnType<typeof orderApi>;
  const N = 50;

  beforeAll(async () => {
    t = await createTestServer();
    await enableCommerce(t);
    api = orderApi(t);
  });
  afterAll(() => t.close());

  it("50 parallel recharges (each notified twice), VIP and document purchases with credits and sign-ins for one user keep the ledger whole", async () => {
    const buyer = await createMember(t.ctx, 0);
    const uploader = await createMember(t.ctx, 0);
    const docs = await Promise.all(Array.from({ length: N }, () => insertDocument(t.ctx, { userId: uploader.id, price: 10 })));
    const recharges = await Promise.all(Array.from({ length: N }, () => api.created(buyer.token, { order_type: 3, quantity: 100 })));
    const vips = await Promise.all(Array.from({ length: N }, () => api.created(buyer.token, { order_type: 2, product_id: 2 })));
    const documents = await Promise.all(docs.map((doc) => api.created(buyer.token, { order_type: 1, product_id: doc.id })));

    const settle = (orderNo: string) => settleGatewayPayment(t.ctx, { provider: "wechatpay", orderNo, tradeNo: `W${orderNo}`, amountFen: 950 });
    const work: Array<Promise<unknown>> = [];
    for (let i = 0; i < N; i++) {
      work.push(settle(recharges[i].order_no), settle(recharges[i].order_no));
      work.push(api.pay(buyer.token, { order_no: vips[i].order_no, payment_type: 5 }));
      work.push(api.pay(buyer.token, { order_no: documents[i].order_no, payment_type: 5 }));
      work.push(t.call(apiRoutes.signIn.sign, { token: buyer.token }));
    }
    const results = await Promise.all(work);
    const settled = results.filter((r) => r === "settled").length;
    const duplicates = results.filter((r) => r === "duplicate").length;
    expect([settled, duplicates]).toEqual([N, N]);

    const db = t.ctx.db.kysely;
    const orders = await db.selectFrom("orders").selectAll().where("user_id", "=", buyer.id).execute();
    const paid = (type: number) => orders.filter((o) => o.order_type === type && o.status === OrderStatus.paid);
    expect(paid(3)).toHaveLength(N);
    const ledger = await ledgerRowsOf(t, buyer.id);
    const balance = await creditsOf(t.ctx, buyer.id);
    expect(ledger.reduce((sum, r) => sum + Number(r.delta), 0)).toBe(balance);
    expect(ledger.every((r) => Number(r.balance_after) >= 0)).toBe(true);
    expect(balance).toBeGreaterThanOrEqual(0);

    // Every paid order was charged or granted exactly once; every unpaid one not at all.
    const rowsFor = (reason: string, orderId: number) => ledger.filter((r) => r.reason === reason && Number(r.ref_id) === Number(orderId));
    for (const order of orders) {
      const once = order.status === OrderStatus.paid ? 1 : 0;
      const reason = { 1: "buy_document", 2: "buy_vip", 3: "recharge" }[order.order_type]!;
      expect(rowsFor(reason, order.id), `${reason} ${order.order_no}`).toHaveLength(once);
    }
    const signIns = ledger.filter((r) => r.reason === "sign_in");
    expect(await db.selectFrom("sign").select("id").where("user_id", "=", buyer.id).execute()).toHaveLength(1);
    expect(signIns.length).toBeLessThanOrEqual(1);
    const vipPeriods = await db.selectFrom("user_vip").selectAll().where("user_id", "=", buyer.id).orderBy("joined_at").execute();
    expect(vipPeriods).toHaveLength(paid(2).length);
    for (let i = 1; i < vipPeriods.length; i++) expect(vipPeriods[i].joined_at >= vipPeriods[i - 1].expired_at).toBe(true);
    const income = (await ledgerRowsOf(t, uploader.id)).filter((r) => r.reason === "download_income");
    expect(income).toHaveLength(paid(1).length);
    expect(await creditsOf(t.ctx, uploader.id)).toBe(10 * paid(1).length);
    // Demand (50 × 100 for VIP + 50 × 10 for documents) exceeds the 5,000 recharged: some payments were refused.
    expect(paid(2).length * 100 + paid(1).length * 10).toBeLessThanOrEqual(N * 100 + signIns.reduce((s, r) => s + Number(r.delta), 0));
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });
});
