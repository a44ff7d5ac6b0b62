import type { AppContext } from "../../context.js";
import { creditName } from "../settings/credit-name.js";
import { exchangeRate } from "./order-money.js";

/** Settings every order operation reads, read before any transaction starts (the store reads the database). */
export interface OrderSettings {
  creditExchange: number;
  creditName: string;
  timeoutMinutes: number;
}

export async function readOrderSettings(ctx: AppContext): Promise<OrderSettings> {
  const timeout = Math.trunc(await ctx.settings.number("security", "order_timeout_minute"));
  return {
    creditExchange: exchangeRate(await ctx.settings.number("system", "credit_exchange")),
    creditName: await creditName(ctx.settings),
    timeoutMinutes: timeout >= 1 ? timeout : 30,
  };
}
