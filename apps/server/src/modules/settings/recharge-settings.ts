import { findSetting, type RechargeSettings } from "@wenku/contract";
import type { AppContext } from "../../context.js";

/** What the recharge dialog needs: whether recharge is on, the exchange rate, the credit name and the tiers. */
export async function loadRechargeSettings(ctx: AppContext): Promise<RechargeSettings> {
  return {
    enable: await ctx.settings.bool("pay", "enable_recharge"),
    credit_exchange: await ctx.settings.number("system", "credit_exchange"),
    credit_name: (await ctx.settings.get("pay", "credit_name")).trim() || findSetting("pay", "credit_name")!.default,
    recharge_discount: await ctx.settings.get("pay", "recharge_discount"),
  };
}
