import { discountBadge, OrderStatus, OrderType, PaymentType, type Order } from "@wenku/contract";
import dayjs from "dayjs";
import { creditName, type PublicSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";

/** Timestamps show as everywhere else in the app ("YYYY-MM-DD HH:mm"). */
export { formatTime } from "../../shared/format";

const t = zh.commerce;

/** The colour of an order's status tag: pending orange, paid green, closed grey. */
export const orderStatusColors: Record<number, string> = { [OrderStatus.pending]: "orange", [OrderStatus.paid]: "green", [OrderStatus.closed]: "default" };

/** What an order buys, in words: the document's title, the VIP plan, or the credits recharged. */
export function productLabel(order: Order, settings: PublicSettings): string {
  if (order.order_type === OrderType.recharge) return t.order.rechargeProduct(order.quantity, creditName(settings));
  if (order.order_type === OrderType.buyVip) return order.product_name || t.vipPeriod[order.product_id] || "";
  return order.product_name;
}

/** A payment method's name; 虎皮椒 under its configured display name (payment.xunhupay_name), credits under their name. */
export function paymentLabel(type: number, settings: PublicSettings): string {
  if (!type) return "-";
  if (type === PaymentType.hupijiao && settings.payment.xunhupay_name) return settings.payment.xunhupay_name;
  return t.paymentType(type, creditName(settings));
}

const gatewayPayments: number[] = [PaymentType.wechat, PaymentType.alipay, PaymentType.hupijiao];

/** What a paid order really took, in the currency it was paid in: 5 魔豆, ¥2.00, 下载码兑换; undefined until paid. */
export function paidAmount(order: Pick<Order, "status" | "payment_type" | "amount" | "amount_fen">, credit: string): string | undefined {
  if (order.status !== OrderStatus.paid) return undefined;
  if (order.payment_type === PaymentType.credits) return t.credits(order.amount, credit);
  if (gatewayPayments.includes(order.payment_type)) return t.yuan(order.amount_fen);
  if (order.payment_type === PaymentType.downloadCode) return t.order.paidByCode;
  return t.paymentType(order.payment_type, credit);
}

/**
 * What an unpaid order asks, in the currency it can be paid in: money while a gateway can take it (a recharge is
 * always money), else credits.
 */
export function quotedAmount(order: Pick<Order, "order_type" | "amount" | "amount_fen">, settings: PublicSettings): string {
  const { payment } = settings;
  const gateway = payment.enable_wechatpay || payment.enable_alipay || payment.enable_xunhupay;
  if (order.order_type === OrderType.recharge || gateway) return t.yuan(order.amount_fen);
  return t.credits(order.amount, creditName(settings));
}

/** 8.5折 for a discounted order, undefined without a discount. */
export function orderDiscountBadge(order: Pick<Order, "discount">): string | undefined {
  return order.discount > 0 && order.discount < 1 ? discountBadge(order.discount) : undefined;
}

/** A VIP plan's document discount stored ×10 (85 → 8.5折, 100 → 无折扣). */
export const vipDiscountBadge = (timesTen: number) => discountBadge(timesTen / 100);

/** A date as "YYYY-MM-DD". */
export const formatDate = (value: string | undefined | null) => (value ? dayjs(value).format("YYYY-MM-DD") : "-");
