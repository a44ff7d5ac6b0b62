import { orderMessages, parseDiscountTiers } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest, forbidden } from "../../http/errors.js";
import { MAX_RECHARGE_CREDITS, rechargeFigures } from "./order-money.js";
import type { OrderQuote } from "./order-quote.js";
import type { OrderSettings } from "./order-settings.js";

/** A recharge of `quantity` credits (pay.enable_recharge), discounted by the tiers of pay.recharge_discount. */
export async function quoteRecharge(ctx: AppContext, settings: OrderSettings, quantity: number): Promise<OrderQuote> {
  if (!(await ctx.settings.bool("pay", "enable_recharge"))) throw forbidden(orderMessages.rechargeDisabled(settings.creditName));
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_RECHARGE_CREDITS) throw badRequest(orderMessages.quantityInvalid);
  const tiers = parseDiscountTiers(await ctx.settings.get("pay", "recharge_discount"));
  const figures = rechargeFigures(quantity, settings.creditExchange, tiers);
  // Too few credits to cost one fen cannot be charged by any gateway.
  if (figures.amountFen < 1) throw badRequest(orderMessages.quantityInvalid);
  return { ...figures, productId: 0, productName: `${quantity} ${settings.creditName}`, productUuid: "", terms: "" };
}
