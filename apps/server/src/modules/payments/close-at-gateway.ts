import type { AppContext } from "../../context.js";
import type { GatewayOrder } from "./gateway-notification.js";
import { closeAlipayOrder } from "./alipay/close-alipay.js";
import { startedProviders } from "./payment-starts.js";
import { closeWechatpayOrder } from "./wechatpay/close-wechatpay.js";

/**
 * Best effort: asks each gateway the order was started on to close it, so the customer can no longer pay. 虎皮椒
 * has no close call (a payment arriving later for the closed order is recorded as "closed" for a refund).
 * Never throws.
 */
export async function closeAtGateway(ctx: AppContext, order: GatewayOrder): Promise<void> {
  let providers: string[] = [];
  try {
    providers = await startedProviders(ctx, order.order_no);
  } catch (error) {
    ctx.log.warn("payments: started gateways could not be read", { orderNo: order.order_no, err: error });
  }
  for (const provider of providers) {
    try {
      if (provider === "wechatpay") await closeWechatpayOrder(ctx, order.order_no);
      else if (provider === "alipay") await closeAlipayOrder(ctx, order.order_no);
    } catch (error) {
      ctx.log.warn(`${provider}: order could not be closed`, { orderNo: order.order_no, err: error });
    }
  }
}
