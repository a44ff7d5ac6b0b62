import { orderMessages, vipPeriodValues } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest, forbidden } from "../../http/errors.js";
import { readVipPlan } from "../vip/vip-plans.js";
import { vipFigures } from "./order-money.js";
import type { OrderQuote } from "./order-quote.js";
import type { OrderSettings } from "./order-settings.js";

const planNames: Record<number, string> = { 0: "年度 VIP", 1: "季度 VIP", 2: "月度 VIP" };

/** A VIP plan (period 0 year, 1 quarter, 2 month) at its price in fen; its terms are frozen into the order. */
export async function quoteVip(ctx: AppContext, settings: OrderSettings, period: number): Promise<OrderQuote> {
  if (!(await ctx.settings.bool("vip", "enable"))) throw forbidden(orderMessages.vipDisabled);
  if (!vipPeriodValues.includes(period)) throw badRequest(orderMessages.productInvalid);
  const terms = await readVipPlan(ctx, period);
  if (!terms) throw badRequest(orderMessages.vipPlanUnpriced);
  const figures = vipFigures(terms.priceFen, settings.creditExchange);
  return { ...figures, productId: period, productName: planNames[period], productUuid: "", terms: JSON.stringify(terms) };
}
