import { orderMessages, vipPlanOfPeriod } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { validDiscount } from "./vip-discount.js";

/** What one VIP plan (period 0 year, 1 quarter, 2 month) sells, read from the `vip` settings group. */
export interface VipPlanTerms {
  period: number;
  priceFen: number;
  originalPriceFen: number;
  /** Total free VIP downloads of the period; 0 = none. */
  download: number;
  /** VIP downloads a day; 0 = unlimited. */
  timesEveryDay: number;
  /** Discount on paid documents ×10 (85 = 8.5折, 100 = none). */
  documentDiscount: number;
}

/**
 * The terms of a plan that can be bought now; undefined when VIP is off, the period is not 0/1/2, or the plan has
 * no price (`{plan}_price` ≤ 0): an unpriced plan is not on sale, so nobody gets VIP time for nothing.
 */
export async function readVipPlan(ctx: AppContext, period: number): Promise<VipPlanTerms | undefined> {
  if (await vipPlanRefusal(ctx, period)) return undefined;
  const read = async (key: string) => Math.max(0, Math.floor(await ctx.settings.number("vip", `${vipPlanOfPeriod(period)}_${key}`)));
  return {
    period,
    priceFen: await read("price"),
    originalPriceFen: await read("original_price"),
    download: await read("download"),
    timesEveryDay: await read("times_every_day"),
    documentDiscount: validDiscount(await read("document_discount")),
  };
}

/**
 * Why `readVipPlan` gives no terms for this period, as the order refusal to show: 商品不存在 (not 0/1/2),
 * VIP 未开启, or 该 VIP 套餐未设置价格; undefined when the plan is on sale.
 */
export async function vipPlanRefusal(ctx: AppContext, period: number): Promise<string | undefined> {
  const plan = Number.isInteger(period) ? vipPlanOfPeriod(period) : undefined;
  if (!plan) return orderMessages.productInvalid;
  if (!(await ctx.settings.bool("vip", "enable"))) return orderMessages.vipDisabled;
  if ((await ctx.settings.number("vip", `${plan}_price`)) < 1) return orderMessages.vipPlanUnpriced;
  return undefined;
}
