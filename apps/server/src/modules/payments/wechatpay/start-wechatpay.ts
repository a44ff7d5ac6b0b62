import type { PayOrderReply } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import type { GatewayOrder } from "../gateway-notification.js";
import { gatewayDisabled, gatewayFailed } from "../gateway-errors.js";
import { recordPaymentStart } from "../payment-starts.js";
import { beijingRfc3339, orderSubject, paymentDeadline } from "../payment-terms.js";
import { paymentUrls } from "../site-urls.js";
import { describeFailure, wechatpayRequest, type WechatpayResponse } from "./wechatpay-client.js";
import { readWechatpayConfig } from "./wechatpay-config.js";
import { startWechatpayJsapi } from "./start-wechatpay-jsapi.js";

/**
 * WeChat Pay API v3: Native (POST /v3/pay/transactions/native → code_url, shown as a QR code) on a computer,
 * H5 (POST /v3/pay/transactions/h5 → h5_url, opened in the phone's browser) on a phone, JSAPI inside the WeChat
 * browser when the order page sends the official account's OAuth `code` (start-wechatpay-jsapi.ts).
 */
export async function startWechatpay(ctx: AppContext, order: GatewayOrder, options: { isWap: boolean; clientIp: string; requestOrigin: string; code?: string }): Promise<PayOrderReply> {
  const config = await readWechatpayConfig(ctx);
  if (!config?.enabled) throw gatewayDisabled();
  const deadline = paymentDeadline(order);
  const urls = await paymentUrls(ctx, "wechatpay", order.order_no, { requestOrigin: options.requestOrigin, gatewayUrl: config.baseUrl });
  const body = {
    appid: config.appid,
    mchid: config.mchid,
    description: orderSubject(order, 120),
    out_trade_no: order.order_no,
    ...(deadline ? { time_expire: beijingRfc3339(deadline) } : {}),
    notify_url: urls.notifyUrl,
    amount: { total: Number(order.amount_fen), currency: "CNY" },
    ...(options.isWap ? { scene_info: { payer_client_ip: options.clientIp, h5_info: { type: "Wap" } } } : {}),
  };
  if (options.code) return startWechatpayJsapi(ctx, config, order, body, options.code);
  await recordPaymentStart(ctx, order.order_no, "wechatpay");
  const field = options.isWap ? "h5_url" : "code_url";
  let response: WechatpayResponse;
  try {
    response = await wechatpayRequest(config, "POST", options.isWap ? "/v3/pay/transactions/h5" : "/v3/pay/transactions/native", body);
  } catch (error) {
    throw gatewayFailed(ctx, "wechatpay", order.order_no, String(error));
  }
  const url = response.status === 200 ? response.json?.[field] : undefined;
  if (typeof url !== "string" || !url) throw gatewayFailed(ctx, "wechatpay", order.order_no, describeFailure(response));
  if (!options.isWap) return { order_status: order.status, payment_url: url, extra: { gateway: "wechatpay", mode: "native" } };
  const redirect = `${url}${url.includes("?") ? "&" : "?"}redirect_url=${encodeURIComponent(urls.orderPageUrl)}`;
  return { order_status: order.status, payment_url: redirect, extra: { gateway: "wechatpay", mode: "h5" } };
}
