import { orderMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { isLoopbackOrigin } from "../../http/loopback-origin.js";
import { siteOrigin } from "../settings/site-origin.js";
import type { GatewayProvider } from "./gateway-notification.js";

/** The path of a gateway's payment notifications, outside /api/v1 (api-contract §5.2). */
export const callbackPath = (provider: GatewayProvider) => `/callback/${provider}` as const;

/** Where the payment of one order is started from: the origin the customer's request came to, and the gateway's address. */
export interface PaymentSite {
  requestOrigin: string;
  gatewayUrl: string;
}

export interface PaymentUrls {
  /** Where the gateway sends its payment notifications: `<site>/callback/<provider>`. */
  notifyUrl: string;
  /** The order page the customer returns to after paying. */
  orderPageUrl: string;
}

/**
 * The addresses a gateway is given, on system.domain or, until it is set, the origin the customer came to. A site
 * address on this machine (localhost, 127.0.0.1) is refused unless the gateway is on this machine too: the gateway
 * could never notify it, and the customer would pay for an order that never completes.
 */
export async function paymentUrls(ctx: AppContext, provider: GatewayProvider, orderNo: string, site: PaymentSite): Promise<PaymentUrls> {
  const origin = await siteOrigin(ctx, site.requestOrigin);
  if (isLoopbackOrigin(origin) && !isLoopbackOrigin(site.gatewayUrl)) throw badRequest(orderMessages.notifyUrlUnreachable(origin));
  return { notifyUrl: `${origin}${callbackPath(provider)}`, orderPageUrl: `${origin}/order?order_no=${encodeURIComponent(orderNo)}` };
}
