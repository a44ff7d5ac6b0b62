import { describe, expect, it } from "vitest";
import { vipPlanViews } from "./vip-plans";

const vip = {
  enable: true, icon: "", enable_credit_pay: false,
  year_price: 19900, year_original_price: 29900, year_download: 100, year_times_every_day: 10, year_document_discount: 85,
  quarter_price: 0, quarter_original_price: 0, quarter_download: 0, quarter_times_every_day: 0, quarter_document_discount: 100,
  month_price: 2900, month_original_price: 0, month_download: 10, month_times_every_day: 0, month_document_discount: 0,
};

describe("vipPlanViews", () => {
  it("lists the priced plans with their period, terms and a missing discount read as none", () => {
    expect(vipPlanViews(vip)).toEqual([
      { period: 0, plan: "year", priceFen: 19900, originalPriceFen: 29900, download: 100, timesEveryDay: 10, documentDiscount: 85 },
      { period: 2, plan: "month", priceFen: 2900, originalPriceFen: 0, download: 10, timesEveryDay: 0, documentDiscount: 100 },
    ]);
  });
});
