import { vipPlans, vipPriceInCredits, type VipPlan } from "@wenku/contract";
import type { PublicSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { vipDiscountBadge } from "../order/order-terms";

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
  /** AI messages a day; 0 = the group's limit applies. */
  aiDailyMessages: number;
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
      aiDailyMessages: value(plan, "ai_daily_messages"),
    }))
    .filter((p) => p.priceFen > 0);
}

/**
 * What a plan really gives, in words: no ads always; free downloads, a document discount and AI messages only when
 * the plan sets them (and AI chat is on).
 */
export function vipPerks(plan: VipPlanView, aiEnabled: boolean): string[] {
  const t = zh.commerce.vip;
  return [
    t.noAds,
    ...(plan.download > 0 ? [t.freeDownloads(plan.download, plan.timesEveryDay)] : []),
    ...(plan.documentDiscount < 100 ? [t.documentDiscount(vipDiscountBadge(plan.documentDiscount))] : []),
    ...(aiEnabled && plan.aiDailyMessages > 0 ? [t.aiMessages(plan.aiDailyMessages)] : []),
  ];
}

/** VIP can be bought: a payment gateway can take the money, or credits may pay for it. */
export function vipPurchasable(settings: Pick<PublicSettings, "payment" | "vip">): boolean {
  return anyGateway(settings.payment) || settings.vip.enable_credit_pay;
}

/** Some payment gateway can take money now (the server publishes a gateway only when it is usable). */
export const anyGateway = (payment: PublicSettings["payment"]) => payment.enable_wechatpay || payment.enable_alipay || payment.enable_xunhupay;

export interface VipPriceLabels {
  /** The price in the currency the plan is paid in: yuan through a gateway, else credits. */
  price: string;
  /** The same price in credits, when credits may pay beside a gateway. */
  orCredits?: string;
  /** The original price, in the same currency as `price`, when it is higher. */
  original?: string;
  /** Only credits can pay: the plan costs `credits`. */
  creditsOnly: boolean;
  credits: number;
}

/**
 * A plan's price as it is really paid: in yuan while a gateway can take money (with its credits beside when
 * vip.enable_credit_pay), in credits (the price the server charges, vipPriceInCredits) when credits are the only way.
 */
export function vipPriceLabels(plan: VipPlanView, settings: Pick<PublicSettings, "payment" | "vip" | "system">): VipPriceLabels {
  const t = zh.commerce;
  const credit = settings.system.credit_name;
  const exchange = settings.system.credit_exchange;
  const credits = vipPriceInCredits(plan.priceFen, exchange);
  const higher = plan.originalPriceFen > plan.priceFen;
  if (!anyGateway(settings.payment) && settings.vip.enable_credit_pay) {
    const original = higher ? t.credits(vipPriceInCredits(plan.originalPriceFen, exchange), credit) : undefined;
    return { price: t.credits(credits, credit), original, creditsOnly: true, credits };
  }
  return {
    price: t.yuan(plan.priceFen),
    orCredits: settings.vip.enable_credit_pay ? t.vip.orCredits(credits, credit) : undefined,
    original: higher ? t.yuan(plan.originalPriceFen) : undefined,
    creditsOnly: false,
    credits,
  };
}
