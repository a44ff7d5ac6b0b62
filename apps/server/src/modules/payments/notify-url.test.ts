import { apiRoutes, PaymentType, orderMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRechargeOrder, startPaymentFixture, type PaymentFixture } from "../../test/fake-gateways/payment-fixture.js";

/** Alipay's public gateway: starting a payment there only signs a URL, nothing is sent. */
const PUBLIC_ALIPAY = "https://openapi.alipay.com/gateway.do";

describe("payment notify URL on the site's address", () => {
  let f: PaymentFixture;

  /** POST /api/v1/order/pay with Alipay as the member's browser would, reaching the site with these headers. */
  async function payWithAlipay(headers: Record<string, string>) {
    const order = await createRechargeOrder(f, 100);
    const reply = await f.t.call(apiRoutes.order.pay, {
      token: f.member.token,
      body: { order_no: order.order_no, payment_type: PaymentType.alipay, is_wap: false },
      headers,
    });
    return { orderNo: order.order_no, status: reply.status, body: reply.body as { message?: string; payment_url?: string } };
  }

  beforeAll(async () => {
    f = await startPaymentFixture();
  });
  afterAll(() => f.close());

  it("uses the origin the customer came to while system.domain is unset, through a trusted proxy too", async () => {
    await f.t.setSettings([["system", "domain", ""], ["pay", "alipay_gateway", PUBLIC_ALIPAY]]);
    const paid = await payWithAlipay({ host: "127.0.0.1:8880", "x-forwarded-host": "shop.example.com", "x-forwarded-proto": "https" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const url = new URL(paid.body.payment_url!);
    expect(`${url.origin}${url.pathname}`).toBe(PUBLIC_ALIPAY);
    expect(url.searchParams.get("notify_url")).toBe("https://shop.example.com/callback/alipay");
    expect(url.searchParams.get("return_url")).toBe(`https://shop.example.com/order?order_no=${paid.orderNo}`);
  });

  it("refuses to start a payment whose notify URL is on this machine, saying what to set", async () => {
    await f.t.setSettings([["system", "domain", ""], ["pay", "alipay_gateway", PUBLIC_ALIPAY]]);
    const local = await payWithAlipay({ host: "localhost:8880" });
    expect(local.status).toBe(400);
    expect(local.body.message).toBe(orderMessages.notifyUrlUnreachable("http://localhost:8880"));
    expect(local.body.message).toContain("基础配置");

    await f.t.setSettings([["system", "domain", "http://127.0.0.1:8880/"]]);
    const configured = await payWithAlipay({ host: "shop.example.com" });
    expect(configured.status).toBe(400);
    expect(configured.body.message).toBe(orderMessages.notifyUrlUnreachable("http://127.0.0.1:8880"));
  });

  it("uses system.domain once set, whatever host the request names", async () => {
    await f.t.setSettings([["system", "domain", "https://wenku.example.com/"], ["pay", "alipay_gateway", PUBLIC_ALIPAY]]);
    const paid = await payWithAlipay({ host: "localhost:8880" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(new URL(paid.body.payment_url!).searchParams.get("notify_url")).toBe("https://wenku.example.com/callback/alipay");
  });

  it("accepts a notify URL on this machine when the gateway is on this machine too (a local sandbox)", async () => {
    await f.t.setSettings([["system", "domain", ""], ["pay", "alipay_gateway", f.fakes.alipay.gateway]]);
    const paid = await payWithAlipay({ host: new URL(f.siteUrl).host });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(new URL(paid.body.payment_url!).searchParams.get("notify_url")).toBe(`${f.siteUrl}/callback/alipay`);
  });
});
