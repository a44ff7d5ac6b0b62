import { OrderType, PaymentType } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { paymentChoices } from "./payment-choices";

const names: Record<number, string> = { 1: "微信支付", 2: "支付宝", 5: "魔豆支付", 8: "虎皮椒", 9: "下载码" };
const labels = (type: number) => names[type] ?? String(type);
const settings = {
  payment: { enable_wechatpay: true, enable_alipay: true, enable_xunhupay: true, xunhupay_name: "聚合支付" },
  vip: { enable_credit_pay: false },
  download: { enable_code_download: true, max_price: 10 },
} as unknown as Parameters<typeof paymentChoices>[1];
const types = (order: { order_type: number; price: number }, s = settings) => paymentChoices(order, s, labels).map((c) => c.type);

describe("paymentChoices", () => {
  it("offers no credits for a recharge", () => {
    expect(types({ order_type: OrderType.recharge, price: 1 })).toEqual([PaymentType.wechat, PaymentType.alipay, PaymentType.hupijiao]);
  });

  it("offers credits for VIP only when vip.enable_credit_pay", () => {
    expect(types({ order_type: OrderType.buyVip, price: 0 })).not.toContain(PaymentType.credits);
    const withCredits = { ...settings, vip: { enable_credit_pay: true } } as typeof settings;
    expect(types({ order_type: OrderType.buyVip, price: 0 }, withCredits)).toContain(PaymentType.credits);
    expect(types({ order_type: OrderType.buyVip, price: 0 }, withCredits)).not.toContain(PaymentType.downloadCode);
  });

  it("offers a download code for documents up to max_price, any price when it is 0", () => {
    expect(types({ order_type: OrderType.buyDocument, price: 10 })).toContain(PaymentType.downloadCode);
    expect(types({ order_type: OrderType.buyDocument, price: 11 })).not.toContain(PaymentType.downloadCode);
    const anyPrice = { ...settings, download: { enable_code_download: true, max_price: 0 } } as typeof settings;
    expect(types({ order_type: OrderType.buyDocument, price: 500 }, anyPrice)).toContain(PaymentType.downloadCode);
  });

  it("names 虎皮椒 by its configured display name and leaves out disabled gateways", () => {
    const choices = paymentChoices({ order_type: OrderType.recharge, price: 1 }, settings, labels);
    expect(choices.find((c) => c.type === PaymentType.hupijiao)?.label).toBe("聚合支付");
    const none = { ...settings, payment: { enable_wechatpay: false, enable_alipay: false, enable_xunhupay: false, xunhupay_name: "" } } as typeof settings;
    expect(types({ order_type: OrderType.recharge, price: 1 }, none)).toEqual([]);
  });
});
