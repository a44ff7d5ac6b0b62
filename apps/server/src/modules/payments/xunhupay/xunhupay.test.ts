import { apiRoutes, PaymentType } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayCallbackScenarios } from "../../../test/fake-gateways/gateway-scenarios.js";
import { createRechargeOrder, payOrder, startPaymentFixture, type PaymentFixture } from "../../../test/fake-gateways/payment-fixture.js";
import { xunhupayHash } from "./xunhupay-hash.js";

let f: PaymentFixture;
beforeAll(async () => {
  f = await startPaymentFixture();
});
afterAll(async () => {
  await f?.close();
});

describe("虎皮椒 callbacks", () => {
  gatewayCallbackScenarios(
    {
      provider: "xunhupay",
      paymentType: PaymentType.hupijiao,
      fake: (fx) => fx.fakes.xunhupay,
      acknowledged: (reply) => {
        expect(reply.status).toBe(200);
        expect(reply.body).toBe("success");
      },
      refused: (reply) => expect(reply.body).toBe("fail"),
      closesAtGateway: false,
    },
    () => f,
  );
});

describe("虎皮椒 orders", () => {
  it("creates the order with a hashed request and answers the cashier URL and its QR code", async () => {
    const order = await createRechargeOrder(f, 100);
    const res = await payOrder(f, order.order_no, PaymentType.hupijiao);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.payment_url).toBe(`${f.fakes.xunhupay.origin}/payment/cashier/${order.order_no}`);
    expect(res.body.extra.qrcode_url).toContain(`${f.fakes.xunhupay.origin}/payment/qrcode.html?data=`);
    expect(f.fakes.xunhupay.orders.get(order.order_no)).toMatchObject({
      amountFen: 1000,
      notifyUrl: `${f.siteUrl}/callback/xunhupay`,
      returnUrl: `${f.siteUrl}/order?order_no=${order.order_no}`,
    });
    expect(f.fakes.xunhupay.refused).toEqual([]);
  });

  it("answers 502 when the appsecret is wrong (the gateway refuses the hash)", async () => {
    await f.t.setSettings([["pay", "xunhupay_appsecret", "WRONG-SECRET"]]);
    try {
      const order = await createRechargeOrder(f, 10);
      const res = await payOrder(f, order.order_no, PaymentType.hupijiao);
      expect(res.status).toBe(502);
      expect(f.fakes.xunhupay.refused.pop()).toEqual({ path: "/payment/do.html", reason: "hash" });
    } finally {
      await f.t.setSettings([["pay", "xunhupay_appsecret", f.fakes.xunhupay.appsecret]]);
    }
  });

  it("hashes as documented: sorted non-empty parameters but hash, then the appsecret", () => {
    // md5("a=1&b=2&c=3" + "KEY")
    expect(xunhupayHash({ c: "3", a: "1", b: "2", hash: "x", empty: "" }, "KEY")).toBe("2a06839ab762f3729a21ad3bf3558c31");
  });

  it("pays through the cashier page and returns to the order page", async () => {
    const order = await createRechargeOrder(f, 20);
    const res = await payOrder(f, order.order_no, PaymentType.hupijiao, true);
    expect(await (await fetch(res.body.payment_url)).text()).toContain("确认支付");
    const paid = await fetch(`${res.body.payment_url}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.headers.get("location")).toBe(`${f.siteUrl}/order?order_no=${order.order_no}`);
    const status = await f.t.call(apiRoutes.order.status, { token: f.member.token, query: { order_no: order.order_no } });
    expect(status.body.status).toBe(2);
  });
});
