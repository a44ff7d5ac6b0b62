import crypto from "node:crypto";
import { fenToYuan } from "../../apps/server/src/modules/payments/money.js";
import { xunhupayHash } from "../../apps/server/src/modules/payments/xunhupay/xunhupay-hash.js";
import type { SeededOrder } from "./seed.js";

export interface XunhupayAccount {
  appid: string;
  appsecret: string;
}

/**
 * The form body 虎皮椒 posts to /callback/xunhupay for an order, hashed with the appsecret as the gateway does.
 * Status OD is a payment; WP (awaiting payment) is verified and recorded, but settles nothing.
 */
export function xunhupayNotification(account: XunhupayAccount, order: SeededOrder, status: "OD" | "WP"): string {
  const params: Record<string, string> = {
    appid: account.appid,
    trade_order_id: order.orderNo,
    total_fee: fenToYuan(order.amountFen),
    transaction_id: `42000${order.orderNo.slice(-16)}`,
    open_order_id: `XH${order.orderNo.slice(-12)}`,
    order_title: "recharge",
    status,
    plugins: "wenku",
    time: String(Math.floor(Date.now() / 1000)),
    nonce_str: crypto.randomBytes(8).toString("hex"),
  };
  params.hash = xunhupayHash(params, account.appsecret);
  return new URLSearchParams(params).toString();
}
