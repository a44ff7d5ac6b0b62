import { describe, expect, it } from "vitest";
import type { PublicSettings } from "../../lib/site-data";
import { vipPerks, vipPlanViews, vipPurchasable } from "./vip-plans";

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
});
