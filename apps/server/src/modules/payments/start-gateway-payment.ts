import { PaymentType, orderMessages, type PayOrderReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import type { GatewayOrder } from "./gateway-notification.js";
import { startAlipay } from "./alipay/start-alipay.js";
import { startWechatpay } from "./wechatpay/start-wechatpay.js";
import { startXunhupay } from "./xunhupay/start-xunhupay.js";

/**
 * Starts paying `order` at a gateway (payment type 1 WeChat Pay, 2 Alipay, 8 虎皮椒) and answers what the order page
 * shows: a QR code's content or a URL to open. 400 when the gateway is off or not configured, or could not notify
 * the site's address (site-urls.ts; `requestOrigin` stands for system.domain until it is set), 502 when it fails.
 * The order costs at least 1 fen (orders/pay-at-gateway.ts refuses others before recording the method).
 */
export async function startGatewayPayment(
  ctx: AppContext,
  order: GatewayOrder,
  options: { paymentType: number; isWap: boolean; clientIp: string; requestOrigin: string; code?: string },
): Promise<PayOrderReply> {
  switch (options.paymentType) {
    case PaymentType.wechat:
      return startWechatpay(ctx, order, options);
    case PaymentType.alipay:
      return startAlipay(ctx, order, options);
    case PaymentType.hupijiao:
      return startXunhupay(ctx, order, options);
    default:
      throw new AppError(400, orderMessages.paymentTypeInvalid);
  }
}
