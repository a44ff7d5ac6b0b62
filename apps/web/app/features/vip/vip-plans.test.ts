import { describe, expect, it } from "vitest";
import type { PublicSettings } from "../../lib/site-data";
import { vipPerks, vipPlanViews, vipPriceLabels, vipPurchasable } from "./vip-plans";

const vip = {
  enable: true, icon: "", enable_credit_pay: false,
  year_price: 19900, year_original_price: 29900, year_download: 100, year_times_every_day: 10, year_document_discount: 85, year_ai_daily_messages: 50,
  quarter_price: 0, quarter_original_price: 0, quarter_download: 0, quarter_times_every_day: 0, quarter_document_discount: 100, quarter_ai_daily_messages: 0,
  month_price: 2900, month_original_price: 0, month_download: 0, month_times_every_day: 0, month_document_discount: 0, month_ai_daily_messages: 0,
};

describe("VIP plans", () => {
  it("lists the priced plans with their period, terms and a missing discount read as none", () => {
    expect(vipPlanViews(vip)).toEqual([
      { period: 0, plan: "year", priceFen: 19900, originalPriceFen: 29900, download: 100, timesEveryDay: 10, documentDiscount: 85, aiDailyMessages: 50 },
      { period: 2, plan: "month", priceFen: 2900, originalPriceFen: 0, download: 0, timesEveryDay: 0, documentDiscount: 100, aiDailyMessages: 0 },
    ]);
  });

  it("lists only the benefits a plan really gives", () => {
    const [year, month] = vipPlanViews(vip);
    expect(vipPerks(year, true)).toEqual(["浏览全站无广告", "VIP 专享文档免费下载 100 次（每日最多 10 次）", "付费文档享 8.5折", "每日 AI 对话 50 条"]);
    expect(vipPerks(year, false)).not.toContain("每日 AI 对话 50 条");
    expect(vipPerks(month, true)).toEqual(["浏览全站无广告"]);
  });

  it("can be bought through a usable gateway or with credits, and not otherwise", () => {
    const payment = { enable_wechatpay: false, enable_alipay: false, enable_xunhupay: false } as PublicSettings["payment"];
    expect(vipPurchasable({ payment, vip })).toBe(false);
    expect(vipPurchasable({ payment: { ...payment, enable_alipay: true }, vip })).toBe(true);
    expect(vipPurchasable({ payment, vip: { ...vip, enable_credit_pay: true } })).toBe(true);
  });

  it("shows the price in the currency it is paid in: yuan through a gateway, credits when only credits can pay", () => {
    const payment = { enable_wechatpay: false, enable_alipay: false, enable_xunhupay: false } as PublicSettings["payment"];
    const system = { credit_exchange: 10, credit_name: "魔豆" } as PublicSettings["system"];
    const [year] = vipPlanViews(vip);
    const creditsOnly = vipPriceLabels(year, { payment, system, vip: { ...vip, enable_credit_pay: true } });
    expect(creditsOnly).toEqual({ price: "1990 魔豆", original: "2990 魔豆", creditsOnly: true, credits: 1990 });
    const gateway = vipPriceLabels(year, { payment: { ...payment, enable_alipay: true }, system, vip });
    expect(gateway).toEqual({ price: "¥199.00", orCredits: undefined, original: "¥299.00", creditsOnly: false, credits: 1990 });
    const both = vipPriceLabels(year, { payment: { ...payment, enable_alipay: true }, system, vip: { ...vip, enable_credit_pay: true } });
    expect(both.orCredits).toBe("或 1990 魔豆");
  });
});
