import type { AppContext } from "../../context.js";
import type { GatewayProvider } from "./gateway-notification.js";

async function siteOrigin(ctx: AppContext): Promise<string> {
  return (await ctx.settings.get("system", "domain")).trim().replace(/\/+$/, "");
}

/** The path of a gateway's payment notifications, outside /api/v1 (api-contract §5.2). */
export const callbackPath = (provider: GatewayProvider) => `/callback/${provider}` as const;

/** Where a gateway sends its payment notifications: `<system.domain>/callback/<provider>`. */
export async function notifyUrl(ctx: AppContext, provider: GatewayProvider): Promise<string> {
  return `${await siteOrigin(ctx)}${callbackPath(provider)}`;
}

/** The order page a customer returns to after paying. */
export async function orderPageUrl(ctx: AppContext, orderNo: string): Promise<string> {
  return `${await siteOrigin(ctx)}/order?order_no=${encodeURIComponent(orderNo)}`;
}
