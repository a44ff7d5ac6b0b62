import crypto from "node:crypto";
import type { PayOrderReply } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { outboundPolicy, outboundRefusalIn, type OutboundPolicy } from "../../../outbound/outbound-policy.js";
import type { GatewayOrder } from "../gateway-notification.js";
import { gatewayDisabled, gatewayFailed } from "../gateway-errors.js";
import { fenToYuan } from "../money.js";
import { recordPaymentStart } from "../payment-starts.js";
import { orderSubject, paymentDeadline } from "../payment-terms.js";
import { paymentUrls } from "../site-urls.js";
import { readXunhupayConfig } from "./xunhupay-config.js";
import { xunhupayHash, xunhupayHashMatches } from "./xunhupay-hash.js";

const TIMEOUT_MS = 10_000;

async function postForm(outbound: OutboundPolicy, url: string, params: Record<string, string>): Promise<Record<string, string>> {
  const response = await outbound
    .fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    .catch((error: unknown) => {
      throw outboundRefusalIn(error) ?? error;
    });
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status} ${text.slice(0, 200)}`);
  // 虎皮椒 answers a flat JSON object of strings and numbers.
  const reply = JSON.parse(text) as Record<string, string | number | boolean | null>;
  return Object.fromEntries(Object.entries(reply).map(([k, v]) => [k, v === null || v === undefined ? "" : String(v)]));
}

/**
 * 虎皮椒 payment/do.html (version 1.1): the hashed request; the reply (hash checked) carries `url`, its cashier page,
 * which the browser opens (on a phone it continues into the WeChat or Alipay app), and `url_qrcode`, a QR code
 * image of it for a computer, passed as extra.qrcode_url.
 */
export async function startXunhupay(ctx: AppContext, order: GatewayOrder, options: { isWap: boolean; requestOrigin: string }): Promise<PayOrderReply> {
  const config = await readXunhupayConfig(ctx);
  if (!config?.enabled) throw gatewayDisabled();
  paymentDeadline(order);
  const urls = await paymentUrls(ctx, "xunhupay", order.order_no, { requestOrigin: options.requestOrigin, gatewayUrl: config.gateway });
  const returnUrl = urls.orderPageUrl;
  const params: Record<string, string> = {
    version: "1.1",
    appid: config.appid,
    trade_order_id: order.order_no,
    total_fee: fenToYuan(Number(order.amount_fen)),
    title: orderSubject(order, 60),
    time: String(Math.floor(Date.now() / 1000)),
    notify_url: urls.notifyUrl,
    return_url: returnUrl,
    callback_url: returnUrl,
    plugins: "wenku",
    nonce_str: crypto.randomBytes(16).toString("hex"),
  };
  params.hash = xunhupayHash(params, config.appsecret);
  await recordPaymentStart(ctx, order.order_no, "xunhupay");
  let reply: Record<string, string>;
  try {
    reply = await postForm(await outboundPolicy(ctx), config.gateway, params);
  } catch (error) {
    throw gatewayFailed(ctx, "xunhupay", order.order_no, String(error));
  }
  if (reply.errcode !== "0") throw gatewayFailed(ctx, "xunhupay", order.order_no, `errcode ${reply.errcode} ${reply.errmsg ?? ""}`);
  if (!xunhupayHashMatches(reply, config.appsecret)) throw gatewayFailed(ctx, "xunhupay", order.order_no, "reply hash does not match");
  if (!reply.url) throw gatewayFailed(ctx, "xunhupay", order.order_no, "reply has no url");
  return {
    order_status: order.status,
    payment_url: reply.url,
    extra: { gateway: "xunhupay", mode: options.isWap ? "wap" : "qrcode", ...(reply.url_qrcode ? { qrcode_url: reply.url_qrcode } : {}) },
  };
}
