import { apiRoutes, PaymentType } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayCallbackScenarios } from "../../../test/fake-gateways/gateway-scenarios.js";
import { closeExpiredOrders } from "../../orders/close-expired-orders.js";
import { createRechargeOrder, creditState, orderRow, outcomes, payOrder, startPaymentFixture, type PaymentFixture } from "../../../test/fake-gateways/payment-fixture.js";

let f: PaymentFixture;
beforeAll(async () => {
  f = await startPaymentFixture();
});
afterAll(async () => {
  await f?.close();
});

describe("WeChat Pay API v3 callbacks", () => {
  gatewayCallbackScenarios(
    {
      provider: "wechatpay",
      paymentType: PaymentType.wechat,
      fake: (fx) => fx.fakes.wechatpay,
      acknowledged: (reply) => {
        expect(reply.status).toBe(200);
        expect(JSON.parse(reply.body)).toEqual({ code: "SUCCESS" });
      },
      refused: (reply) => {
        expect(reply.status).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(JSON.parse(reply.body)).toMatchObject({ code: "FAIL", message: expect.any(String) });
      },
      closesAtGateway: true,
    },
    () => f,
  );
});

describe("WeChat Pay orders", () => {
  it("starts a Native order on a computer: a signed request, code_url for the QR code", async () => {
    const order = await createRechargeOrder(f, 100);
    const res = await payOrder(f, order.order_no, PaymentType.wechat);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.payment_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const atGateway = f.fakes.wechatpay.orders.get(order.order_no)!;
    expect(atGateway).toMatchObject({ kind: "native", amountFen: 1000, notifyUrl: `${f.siteUrl}/callback/wechatpay`, subject: expect.stringMatching(/^100 /) });
    expect(f.fakes.wechatpay.refused).toEqual([]);
  });

  it("starts an H5 order on a phone, returning to the order page", async () => {
    const order = await createRechargeOrder(f, 10);
    const res = await payOrder(f, order.order_no, PaymentType.wechat, true);
    expect(res.status, res.raw).toBe(200);
    const url = new URL(res.body.payment_url);
    expect(url.origin).toBe(f.fakes.wechatpay.origin);
    expect(url.searchParams.get("redirect_url")).toBe(`${f.siteUrl}/order?order_no=${order.order_no}`);
    expect(f.fakes.wechatpay.orders.get(order.order_no)?.kind).toBe("h5");
  });

  it("pays through the cashier page as a browser does and lands on the order page", async () => {
    const order = await createRechargeOrder(f, 20);
    const res = await payOrder(f, order.order_no, PaymentType.wechat, true);
    const page = await fetch(res.body.payment_url);
    expect(await page.text()).toContain("确认支付");
    const action = new URL(`/cashier/${order.order_no}/pay${new URL(res.body.payment_url).search}`, f.fakes.wechatpay.origin);
    const paid = await fetch(action, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toBe(`${f.siteUrl}/order?order_no=${order.order_no}`);
    const status = await f.t.call(apiRoutes.order.status, { token: f.member.token, query: { order_no: order.order_no } });
    expect(status.body.status).toBe(2);
  });

  it("answers 502 when WeChat Pay refuses our signature, and logs no secret", async () => {
    const lines: string[] = [];
    const log = f.t.ctx.log;
    f.t.ctx.log = { info: (m, e) => lines.push(m + JSON.stringify(e ?? {})), warn: (m, e) => lines.push(m + JSON.stringify(e ?? {})), error: (m, e) => lines.push(m + JSON.stringify(e ?? {})) };
    const settings = Object.fromEntries(f.fakes.wechatpay.settings().map(([, name, value]) => [name, value]));
    const otherKey = (await import("node:crypto")).generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "pem", type: "pkcs8" }) as string;
    try {
      await f.t.setSettings([["pay", "wechatpay_private_key", otherKey]]);
      const order = await createRechargeOrder(f, 10);
      const res = await payOrder(f, order.order_no, PaymentType.wechat);
      expect(res.status).toBe(502);
      expect(res.body.message).toBe("发起支付失败，请稍后再试");
      expect(f.fakes.wechatpay.refused.at(-1)).toMatchObject({ path: "/v3/pay/transactions/native", reason: "signature" });
      const logged = lines.join("\n");
      expect(logged).toContain("SIGN_ERROR");
      for (const secret of [settings.wechatpay_api_v3_key, otherKey.split("\n")[1]]) expect(logged).not.toContain(secret);
    } finally {
      f.t.ctx.log = log;
      f.fakes.wechatpay.refused.length = 0;
      await f.t.setSettings([["pay", "wechatpay_private_key", settings.wechatpay_private_key]]);
    }
  });

  it("refuses to start when WeChat Pay is off", async () => {
    await f.t.setSettings([["pay", "enable_wechatpay", "false"]]);
    try {
      const order = await createRechargeOrder(f, 10);
      const res = await payOrder(f, order.order_no, PaymentType.wechat);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("该支付方式未开启");
    } finally {
      await f.t.setSettings([["pay", "enable_wechatpay", "true"]]);
    }
  });
});

describe("auto-close", () => {
  it("closes an unpaid order at WeChat Pay when it expires; a late payment is answered and kept for a refund", async () => {
    const order = await createRechargeOrder(f, 10);
    expect((await payOrder(f, order.order_no, PaymentType.wechat)).status).toBe(200);
    const row = await orderRow(f, order.order_no);
    expect(f.fakes.wechatpay.orders.get(order.order_no)).toMatchObject({ status: "pending", closeCalls: 0 });
    expect(await closeExpiredOrders(f.t.ctx, new Date(new Date(row.expire_at!).getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect(f.fakes.wechatpay.orders.get(order.order_no)).toMatchObject({ status: "closed", closeCalls: 1 });
    const before = await creditState(f);
    expect(JSON.parse((await f.fakes.wechatpay.pay(order.order_no)).body)).toEqual({ code: "SUCCESS" });
    expect(await creditState(f)).toEqual(before);
    expect((await orderRow(f, order.order_no)).status).toBe(3);
    expect(await outcomes(f, "wechatpay", order.order_no)).toEqual(["closed"]);
  });

  it("does not start a payment for an order about to close", async () => {
    const order = await createRechargeOrder(f, 10);
    await f.t.ctx.db.kysely.updateTable("orders").set({ expire_at: new Date(Date.now() + 30_000).toISOString() }).where("order_no", "=", order.order_no).execute();
    const res = await payOrder(f, order.order_no, PaymentType.wechat);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("订单已关闭");
    expect(f.fakes.wechatpay.orders.has(order.order_no)).toBe(false);
  });
});
