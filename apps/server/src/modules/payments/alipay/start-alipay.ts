import type { PayOrderReply } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import type { GatewayOrder } from "../gateway-notification.js";
import { gatewayDisabled, gatewayFailed } from "../gateway-errors.js";
import { fenToYuan } from "../money.js";
import { recordPaymentStart } from "../payment-starts.js";
import { beijingDateTime, orderSubject, paymentDeadline } from "../payment-terms.js";
import { paymentUrls } from "../site-urls.js";
import { readAlipayConfig } from "./alipay-config.js";

/**
 * Alipay: alipay.trade.page.pay on a computer, alipay.trade.wap.pay on a phone — a GET URL to the gateway carrying
 * the RSA2-signed request (signed by the official alipay-sdk), which the browser opens.
 */
export async function startAlipay(ctx: AppContext, order: GatewayOrder, options: { isWap: boolean; requestOrigin: string }): Promise<PayOrderReply> {
  const config = await readAlipayConfig(ctx);
  if (!config?.enabled) throw gatewayDisabled();
  const deadline = paymentDeadline(order);
  const urls = await paymentUrls(ctx, "alipay", order.order_no, { requestOrigin: options.requestOrigin, gatewayUrl: config.gateway });
  const returnUrl = urls.orderPageUrl;
  const bizContent = {
    out_trade_no: order.order_no,
    total_amount: fenToYuan(Number(order.amount_fen)),
    subject: orderSubject(order, 128),
    product_code: options.isWap ? "QUICK_WAP_WAY" : "FAST_INSTANT_TRADE_PAY",
    ...(deadline ? { time_expire: beijingDateTime(deadline) } : {}),
    ...(options.isWap ? { quit_url: returnUrl } : {}),
  };
  await recordPaymentStart(ctx, order.order_no, "alipay");
  let url: string;
  try {
    url = config.sdk.pageExecute(options.isWap ? "alipay.trade.wap.pay" : "alipay.trade.page.pay", "GET", {
      bizContent,
      notify_url: urls.notifyUrl,
      return_url: returnUrl,
    });
  } catch (error) {
    throw gatewayFailed(ctx, "alipay", order.order_no, String(error));
  }
  return { order_status: order.status, payment_url: url, extra: { gateway: "alipay", mode: options.isWap ? "wap" : "page" } };
}
