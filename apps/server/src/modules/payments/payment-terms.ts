import { OrderType, orderMessages } from "@wenku/contract";
import { AppError } from "../../http/errors.js";
import type { GatewayOrder } from "./gateway-notification.js";

const fallbackSubjects: Record<number, string> = {
  [OrderType.buyDocument]: "购买文档",
  [OrderType.buyVip]: "购买 VIP",
  [OrderType.recharge]: "充值",
};

/** What the gateway shows the customer: the product name without control characters or emoji, at most `max` characters. */
export function orderSubject(order: GatewayOrder, max: number): string {
  const cleaned = order.product_name
    .replace(/[\p{Cc}\p{Cf}\p{Extended_Pictographic}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const subject = cleaned || fallbackSubjects[order.order_type] || "订单";
  return [...subject].slice(0, max).join("");
}

const MIN_PAYABLE_MS = 60_000;

/**
 * When the gateway must stop taking payment: the order's own deadline (its auto-close time). An order with less
 * than a minute left is not started, so that nobody pays for an order about to close.
 */
export function paymentDeadline(order: GatewayOrder, now = new Date()): Date | undefined {
  if (!order.expire_at) return undefined;
  const deadline = new Date(order.expire_at);
  if (deadline.getTime() - now.getTime() < MIN_PAYABLE_MS) throw new AppError(400, orderMessages.closed);
  return deadline;
}

/** "YYYY-MM-DDTHH:mm:ss" in Beijing time (UTC+8, no daylight saving), as both gateways read times. */
const beijing = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19);

/** RFC 3339 with the +08:00 offset (WeChat Pay time_expire). */
export const beijingRfc3339 = (date: Date) => `${beijing(date)}+08:00`;

/** "yyyy-MM-dd HH:mm:ss" Beijing time (Alipay time_expire). */
export const beijingDateTime = (date: Date) => beijing(date).replace("T", " ");
