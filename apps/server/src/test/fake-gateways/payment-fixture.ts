import { expect } from "vitest";
import { createTestServer, type TestServer } from "../harness.js";
import { startFakeGateways, useFakeGateways, type FakeGateways } from "./index.js";

/**
 * A test server listening on 127.0.0.1 (so the fake gateways can call back), the three fake gateways configured
 * in its `pay` settings, recharge on, and a member.
 */
export interface PaymentFixture {
  t: TestServer;
  fakes: FakeGateways;
  siteUrl: string;
  member: { token: string; id: number };
  close(): Promise<void>;
}

export async function startPaymentFixture(): Promise<PaymentFixture> {
  const t = await createTestServer();
  const siteUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const fakes = await startFakeGateways();
  await useFakeGateways(t.ctx.settings, fakes, siteUrl);
  await t.setSettings([["system", "credit_exchange", "10"], ["pay", "enable_recharge", "true"]]);
  const member = await t.registerMember();
  return {
    t,
    fakes,
    siteUrl,
    member,
    async close() {
      await fakes.close();
      await t.close();
    },
  };
}

/** POST /api/v1/order: a recharge of `credits` credits for the member. */
export async function createRechargeOrder(f: PaymentFixture, credits: number): Promise<{ order_no: string; amount_fen: number; status: number }> {
  const res = await f.t.request("POST", "/api/v1/order", { token: f.member.token, body: { order_type: 3, quantity: credits } });
  expect(res.status, res.raw).toBe(200);
  return res.body as { order_no: string; amount_fen: number; status: number };
}

/** POST /api/v1/order/pay with a gateway payment type (1 WeChat Pay, 2 Alipay, 8 虎皮椒). */
export async function payOrder(f: PaymentFixture, orderNo: string, paymentType: number, isWap = false) {
  return f.t.request("POST", "/api/v1/order/pay", { token: f.member.token, body: { order_no: orderNo, payment_type: paymentType, is_wap: isWap } });
}

/** The member's balance, the sum of their ledger and the recharge ledger rows. */
export async function creditState(f: PaymentFixture) {
  const db = f.t.ctx.db.kysely;
  const user = await db.selectFrom("user").select("credit_count").where("id", "=", f.member.id).executeTakeFirstOrThrow();
  const rows = await db.selectFrom("credit_ledger").select(["delta", "reason"]).where("user_id", "=", f.member.id).execute();
  return {
    balance: Number(user.credit_count),
    ledgerSum: rows.reduce((sum, r) => sum + Number(r.delta), 0),
    ledgerRows: rows.length,
  };
}

export async function orderRow(f: PaymentFixture, orderNo: string) {
  return f.t.ctx.db.kysely.selectFrom("orders").selectAll().where("order_no", "=", orderNo).executeTakeFirstOrThrow();
}

/** Outcomes recorded in payment_notification for an order (or for every notification when `orderNo` is ""). */
export async function outcomes(f: PaymentFixture, provider: string, orderNo?: string): Promise<string[]> {
  let query = f.t.ctx.db.kysely.selectFrom("payment_notification").select("outcome").where("provider", "=", provider);
  if (orderNo !== undefined) query = query.where("order_no", "=", orderNo);
  return (await query.orderBy("id").execute()).map((r) => r.outcome);
}
