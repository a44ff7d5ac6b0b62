import { vipPlans, type VipPlan } from "@wenku/contract";
import type { PublicSettings } from "../../lib/site-data";

export interface VipPlanView {
  /** 0 year, 1 quarter, 2 month (spec §4). */
  period: number;
  plan: VipPlan;
  priceFen: number;
  originalPriceFen: number;
  /** Free downloads of the whole period. */
  download: number;
  /** Downloads a day; 0 = no cap. */
  timesEveryDay: number;
  /** ×10: 85 = 8.5折. */
  documentDiscount: number;
}

/** The plans of the `vip` settings that carry a price, year first (an unpriced plan cannot be bought). */
export function vipPlanViews(vip: PublicSettings["vip"]): VipPlanView[] {
  const value = (plan: VipPlan, key: string) => Number((vip as unknown as Record<string, number>)[`${plan}_${key}`] ?? 0);
  return vipPlans
    .map((plan, period) => ({
      period,
      plan,
      priceFen: value(plan, "price"),
      originalPriceFen: value(plan, "original_price"),
      download: value(plan, "download"),
      timesEveryDay: value(plan, "times_every_day"),
      documentDiscount: value(plan, "document_discount") || 100,
    }))
    .filter((p) => p.priceFen > 0);
}
