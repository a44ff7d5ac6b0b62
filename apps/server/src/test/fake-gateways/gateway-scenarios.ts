import { expect, it } from "vitest";
import type { CallbackReply, FakeGateway } from "./index.js";
import { createRechargeOrder, creditState, orderRow, outcomes, payOrder, type PaymentFixture } from "./payment-fixture.js";

/** One gateway as the shared callback scenarios drive it. */
export interface GatewayUnderTest {
  provider: "wechatpay" | "alipay" | "xunhupay";
  paymentType: number;
  fake(f: PaymentFixture): FakeGateway;
  /** What the customer's browser does with payment_url before paying (Alipay's trade exists once it is opened). */
  open?(paymentUrl: string): Promise<void>;
  /** The gateway's success answer. */
  acknowledged(reply: CallbackReply): void;
  /** The gateway's failure answer. */
  refused(reply: CallbackReply): void;
  /** Whether closing the order asks the gateway to close it (虎皮椒 has no close call). */
  closesAtGateway: boolean;
}

/**
 * The callback behaviour every gateway must show (issue 13): paid → credited once; 50 concurrent replays → one
 * settlement; a forged signature, a wrong amount, an unknown order, a closed order → refused, nothing changes.
 */
export function gatewayCallbackScenarios(g: GatewayUnderTest, fixture: () => PaymentFixture) {
  async function startedOrder(credits: number) {
    const f = fixture();
    const order = await createRechargeOrder(f, credits);
    const pay = await payOrder(f, order.order_no, g.paymentType);
    expect(pay.status, pay.raw).toBe(200);
    const started = pay.body as { order_status: number; payment_url: string };
    expect(started.order_status).toBe(1);
    await g.open?.(started.payment_url);
    expect(g.fake(f).orders.get(order.order_no)?.amountFen).toBe(order.amount_fen);
    return order;
  }

  it("credits a paid recharge once, from the gateway's signed notification", async () => {
    const f = fixture();
    const before = await creditState(f);
    const order = await startedOrder(120);
    expect(order.amount_fen).toBe(1200);
    g.acknowledged(await g.fake(f).pay(order.order_no));
    const after = await creditState(f);
    expect(after.balance).toBe(before.balance + 120);
    expect(after.ledgerSum).toBe(after.balance);
    expect(after.ledgerRows).toBe(before.ledgerRows + 1);
    const row = await orderRow(f, order.order_no);
    expect(row.status).toBe(2);
    expect(Number(row.payment_type)).toBe(g.paymentType);
    expect(row.trade_no).toBe(g.fake(f).orders.get(order.order_no)!.tradeNo);
    expect(await outcomes(f, g.provider, order.order_no)).toEqual(["settled"]);
    expect(g.fake(f).refused).toEqual([]);
  });

  it("settles once when the same notification arrives 50 times at once", async () => {
    const f = fixture();
    const order = await startedOrder(50);
    const before = await creditState(f);
    const notification = g.fake(f).notification(order.order_no);
    const replies = await Promise.all(Array.from({ length: 50 }, () => g.fake(f).send(notification)));
    for (const reply of replies) g.acknowledged(reply);
    const after = await creditState(f);
    expect(after.balance).toBe(before.balance + 50);
    expect(after.ledgerRows).toBe(before.ledgerRows + 1);
    expect(after.ledgerSum).toBe(after.balance);
    const recorded = await outcomes(f, g.provider, order.order_no);
    expect(recorded.filter((o) => o === "settled")).toHaveLength(1);
    expect(recorded.filter((o) => o === "duplicate")).toHaveLength(49);
  });

  it("refuses a forged signature and changes nothing", async () => {
    const f = fixture();
    const order = await startedOrder(30);
    const before = await creditState(f);
    g.refused(await g.fake(f).pay(order.order_no, { forge: true }));
    expect(await creditState(f)).toEqual(before);
    expect((await orderRow(f, order.order_no)).status).toBe(1);
    expect((await outcomes(f, g.provider)).at(-1)).toBe("refused_signature");
    // The genuine notification still settles it afterwards.
    g.acknowledged(await g.fake(f).pay(order.order_no));
    expect((await creditState(f)).balance).toBe(before.balance + 30);
  });

  it("refuses a correctly signed notification with a wrong amount", async () => {
    const f = fixture();
    const order = await startedOrder(40);
    const before = await creditState(f);
    g.refused(await g.fake(f).pay(order.order_no, { amountFen: order.amount_fen - 1 }));
    expect(await creditState(f)).toEqual(before);
    expect((await orderRow(f, order.order_no)).status).toBe(1);
    expect(await outcomes(f, g.provider, order.order_no)).toEqual(["amount_mismatch"]);
  });

  it("refuses a notification for an order that does not exist", async () => {
    const f = fixture();
    const before = await creditState(f);
    g.refused(await g.fake(f).pay("NO-SUCH-ORDER-0001", { amountFen: 100 }));
    expect(await creditState(f)).toEqual(before);
    expect(await outcomes(f, g.provider, "NO-SUCH-ORDER-0001")).toEqual(["unknown_order"]);
  });

  it("closes the order at the gateway, then answers a late payment without granting anything", async () => {
    const f = fixture();
    const order = await startedOrder(60);
    const closed = await f.t.request("PUT", "/api/v1/order/close", { token: f.member.token, body: { order_no: order.order_no } });
    expect(closed.status, closed.raw).toBe(200);
    const atGateway = g.fake(f).orders.get(order.order_no)!;
    expect(atGateway.closeCalls).toBe(g.closesAtGateway ? 1 : 0);
    expect(atGateway.status).toBe(g.closesAtGateway ? "closed" : "pending");
    const before = await creditState(f);
    // The customer paid just before the close reached the gateway: acknowledged so it stops, kept for a refund.
    g.acknowledged(await g.fake(f).pay(order.order_no));
    expect(await creditState(f)).toEqual(before);
    expect((await orderRow(f, order.order_no)).status).toBe(3);
    expect(await outcomes(f, g.provider, order.order_no)).toEqual(["closed"]);
  });

  it("acknowledges a notification of an unpaid trade without settling it", async () => {
    const f = fixture();
    const order = await startedOrder(70);
    const before = await creditState(f);
    g.acknowledged(await g.fake(f).pay(order.order_no, { unpaid: true }));
    expect(await creditState(f)).toEqual(before);
    expect((await orderRow(f, order.order_no)).status).toBe(1);
    expect(await outcomes(f, g.provider, order.order_no)).toEqual(["ignored"]);
  });
}
