import { OrderType, orderMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { forbidden } from "../../http/errors.js";
import { usableGateways } from "../payments/usable-gateways.js";
import type { OrderQuote } from "./order-quote.js";
import type { OrderSettings } from "./order-settings.js";

async function downloadCodeCanPay(ctx: AppContext, documentPrice: number): Promise<boolean> {
  if (!(await ctx.settings.bool("download", "enable_code_download"))) return false;
  const maxPrice = await ctx.settings.number("download", "max_price");
  return maxPrice <= 0 || documentPrice <= maxPrice;
}

/**
 * Refuses an order that no payment method could pay now, so nobody is led to an order page without a way to pay:
 * a usable gateway pays any order; otherwise a document may still be paid with a download code or credits, and VIP
 * with credits when vip.enable_credit_pay; a recharge only through a gateway. Credits must cover the amount.
 */
export async function refuseUnpayable(ctx: AppContext, settings: OrderSettings, orderType: number, quote: OrderQuote, buyerId: number): Promise<void> {
  if (quote.amountFen >= 1 && (await usableGateways(ctx)).length > 0) return;
  if (orderType === OrderType.recharge) throw forbidden(orderMessages.noPaymentMethod);
  if (orderType === OrderType.buyDocument && (await downloadCodeCanPay(ctx, quote.price))) return;
  if (orderType === OrderType.buyVip && !(await ctx.settings.bool("vip", "enable_credit_pay"))) throw forbidden(orderMessages.noPaymentMethod);
  const buyer = await ctx.db.kysely.selectFrom("user").select("credit_count").where("id", "=", buyerId).executeTakeFirst();
  const balance = Number(buyer?.credit_count ?? 0);
  if (balance < quote.amount) throw forbidden(orderMessages.creditsShort(settings.creditName, quote.amount - balance));
}
