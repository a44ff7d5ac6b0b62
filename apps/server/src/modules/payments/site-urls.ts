import type { AppContext } from "../../context.js";
import type { GatewayProvider } from "../orders/settle-gateway-payment.js";

async function siteOrigin(ctx: AppContext): Promise<string> {
  return (await ctx.settings.get("system", "domain")).trim().replace(/\/+$/, "");
}

/** Where a gateway sends its payment notifications: `<system.domain>/callback/<provider>`. */
export async function notifyUrl(ctx: AppContext, provider: GatewayProvider): Promise<string> {
  return `${await siteOrigin(ctx)}/callback/${provider}`;
}

/** The order page a customer returns to after paying. */
export async function orderPageUrl(ctx: AppContext, orderNo: string): Promise<string> {
  return `${await siteOrigin(ctx)}/order?order_no=${encodeURIComponent(orderNo)}`;
}
