import { apiRoutes, PaymentType } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRechargeOrder, payOrder, startPaymentFixture, type PaymentFixture } from "../../test/fake-gateways/payment-fixture.js";
import { testDialect } from "../../test/harness.js";

const refusal = "不允许连接本机或内网地址 127.0.0.1，如确需连接，请在「安全配置」的「允许访问的内网地址」中添加";

let f: PaymentFixture;
beforeAll(async () => {
  f = await startPaymentFixture();
});
afterAll(async () => {
  await f?.close();
});

const allow = (hosts: string) => f.t.setSettings([["security", "outbound_allow_hosts", hosts]]);

describe(`payment gateway calls behind the outbound guard (${testDialect})`, () => {
  it("does not call WeChat Pay or 虎皮椒 at a gateway address that is no longer allowed", async () => {
    await allow("");
    for (const [paymentType, fake] of [[PaymentType.wechat, f.fakes.wechatpay], [PaymentType.hupijiao, f.fakes.xunhupay]] as const) {
      const order = await createRechargeOrder(f, 10);
      const pay = await payOrder(f, order.order_no, paymentType);
      expect(pay.status, pay.raw).toBe(502);
      expect(fake.orders.has(order.order_no)).toBe(false);
    }
    const cert = await f.t.call(apiRoutes.payment.wechatpayCert, { token: await f.t.adminToken() });
    expect(cert.status).toBe(502);
    expect(cert.body.message).toBe(`获取平台证书失败：${refusal}`);
  });

  it("does not ask Alipay to close an order at a gateway address that is no longer allowed", async () => {
    await allow("127.0.0.1");
    const order = await createRechargeOrder(f, 10);
    const pay = await payOrder(f, order.order_no, PaymentType.alipay);
    expect((await fetch(pay.body.payment_url)).status).toBe(200);
    await allow("");
    const closed = await f.t.call(apiRoutes.order.close, { token: f.member.token, body: { order_no: order.order_no } });
    expect(closed.status, closed.raw).toBe(200);
    expect(f.fakes.alipay.orders.get(order.order_no)).toMatchObject({ closeCalls: 0, status: "pending" });
    await allow("127.0.0.1");
  });

  it("calls them while the administrator allows the address", async () => {
    await allow("127.0.0.1");
    const order = await createRechargeOrder(f, 10);
    const pay = await payOrder(f, order.order_no, PaymentType.wechat);
    expect(pay.status, pay.raw).toBe(200);
    expect(f.fakes.wechatpay.orders.has(order.order_no)).toBe(true);
  });
});
