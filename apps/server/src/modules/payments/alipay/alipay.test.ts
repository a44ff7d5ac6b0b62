import { apiRoutes, PaymentType } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayCallbackScenarios } from "../../../test/fake-gateways/gateway-scenarios.js";
import { createRechargeOrder, creditState, outcomes, payOrder, startPaymentFixture, type PaymentFixture } from "../../../test/fake-gateways/payment-fixture.js";

let f: PaymentFixture;
beforeAll(async () => {
  f = await startPaymentFixture();
});
afterAll(async () => {
  await f?.close();
});

/** Opens the payment URL as the customer's browser does; the fake checks the request's RSA2 signature. */
async function open(paymentUrl: string) {
  const page = await fetch(paymentUrl);
  expect(page.status, await page.clone().text()).toBe(200);
  expect(await page.text()).toContain("确认支付");
}

describe("Alipay callbacks", () => {
  gatewayCallbackScenarios(
    {
      provider: "alipay",
      paymentType: PaymentType.alipay,
      fake: (fx) => fx.fakes.alipay,
      open,
      acknowledged: (reply) => {
        expect(reply.status).toBe(200);
        expect(reply.body).toBe("success");
      },
      refused: (reply) => expect(reply.body).toBe("fail"),
      closesAtGateway: true,
    },
    () => f,
  );
});

describe("Alipay orders", () => {
  it("signs a page pay URL to the gateway on a computer and a wap pay URL on a phone", async () => {
    const order = await createRechargeOrder(f, 100);
    const page = await payOrder(f, order.order_no, PaymentType.alipay);
    expect(page.status, page.raw).toBe(200);
    const url = new URL(page.body.payment_url);
    expect(`${url.origin}${url.pathname}`).toBe(f.fakes.alipay.gateway);
    expect(url.searchParams.get("method")).toBe("alipay.trade.page.pay");
    expect(url.searchParams.get("sign_type")).toBe("RSA2");
    expect(url.searchParams.get("notify_url")).toBe(`${f.siteUrl}/callback/alipay`);
    expect(url.searchParams.get("return_url")).toBe(`${f.siteUrl}/order?order_no=${order.order_no}`);
    expect(JSON.parse(url.searchParams.get("biz_content")!)).toMatchObject({
      out_trade_no: order.order_no,
      total_amount: "10.00",
      product_code: "FAST_INSTANT_TRADE_PAY",
      time_expire: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    await open(page.body.payment_url);

    const wap = await payOrder(f, order.order_no, PaymentType.alipay, true);
    expect(new URL(wap.body.payment_url).searchParams.get("method")).toBe("alipay.trade.wap.pay");
    await open(wap.body.payment_url);
    expect(f.fakes.alipay.orders.get(order.order_no)).toMatchObject({ kind: "wap", amountFen: 1000 });
    expect(f.fakes.alipay.refused).toEqual([]);
  });

  it("a payment URL changed after signing is refused by the gateway", async () => {
    const order = await createRechargeOrder(f, 100);
    const res = await payOrder(f, order.order_no, PaymentType.alipay);
    const url = new URL(res.body.payment_url);
    const biz = JSON.parse(url.searchParams.get("biz_content")!);
    url.searchParams.set("biz_content", JSON.stringify({ ...biz, total_amount: "0.01" }));
    const page = await fetch(url);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("invalid-signature");
    expect(f.fakes.alipay.refused.pop()).toEqual({ path: "/gateway.do", reason: "invalid-signature" });
  });

  it("refuses a notification signed for another app", async () => {
    const order = await createRechargeOrder(f, 10);
    await open((await payOrder(f, order.order_no, PaymentType.alipay)).body.payment_url);
    const before = await creditState(f);
    await f.t.setSettings([["pay", "alipay_appid", "2021000000000000"]]);
    try {
      expect((await f.fakes.alipay.pay(order.order_no)).body).toBe("fail");
    } finally {
      await f.t.setSettings([["pay", "alipay_appid", f.fakes.alipay.appId]]);
    }
    expect(await creditState(f)).toEqual(before);
    expect((await outcomes(f, "alipay")).at(-1)).toBe("refused_merchant");
  });

  it("pays through the cashier page and returns to the order page", async () => {
    const order = await createRechargeOrder(f, 20);
    const res = await payOrder(f, order.order_no, PaymentType.alipay);
    await open(res.body.payment_url);
    const paid = await fetch(`${f.fakes.alipay.origin}/cashier/${order.order_no}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toBe(`${f.siteUrl}/order?order_no=${order.order_no}`);
    const status = await f.t.call(apiRoutes.order.status, { token: f.member.token, query: { order_no: order.order_no } });
    expect(status.body.status).toBe(2);
  });
});

describe("alipay.trade.close", () => {
  it("verifies the signature of Alipay's reply", async () => {
    const { closeAlipayOrder } = await import("./close-alipay.js");
    const order = await createRechargeOrder(f, 10);
    await open((await payOrder(f, order.order_no, PaymentType.alipay)).body.payment_url);
    const crypto = await import("node:crypto");
    const stranger = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ format: "pem", type: "spki" }) as string;
    const genuine = f.fakes.alipay.settings().find(([, name]) => name === "alipay_public_key")![2];
    await f.t.setSettings([["pay", "alipay_public_key", stranger]]);
    await expect(closeAlipayOrder(f.t.ctx, order.order_no)).rejects.toThrow(/验签失败/);
    await f.t.setSettings([["pay", "alipay_public_key", genuine]]);
    expect(await closeAlipayOrder(f.t.ctx, "NEVER-OPENED-0001")).toBe(false);
    expect(await closeAlipayOrder(f.t.ctx, order.order_no)).toBe(true);
    expect(f.fakes.alipay.orders.get(order.order_no)).toMatchObject({ status: "closed", closeCalls: 2 });
  });
});
