import type { RechargeSettings } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { creditName } from "./credit-name.js";
import { paymentReadiness } from "./payment-readiness.js";

/**
 * What the recharge dialog needs: whether recharge can be bought (on, with a usable payment gateway), the exchange
 * rate, the credit currency's name and the tiers.
 */
export async function loadRechargeSettings(ctx: AppContext): Promise<RechargeSettings> {
  return {
    enable: (await ctx.settings.bool("pay", "enable_recharge")) && (await paymentReadiness(ctx).usableGateways()).length > 0,
    credit_exchange: await ctx.settings.number("system", "credit_exchange"),
    credit_name: await creditName(ctx.settings),
    recharge_discount: await ctx.settings.get("pay", "recharge_discount"),
  };
}
