import { OrderStatus, OrderType, PaymentType, orderMessages, type OrderPayBody, type PayOrderReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest, forbidden } from "../../http/errors.js";
import { closePendingOrder } from "./close-order.js";
import { findOwnOrder } from "./own-order.js";
import { readOrderSettings } from "./order-settings.js";
import type { OrderRow } from "./order-row.js";
import { payAtGateway } from "./pay-at-gateway.js";
import { payWithCode } from "./pay-with-code.js";
import { payWithCredits } from "./pay-with-credits.js";

/**
 * POST /api/v1/order/pay: pays the caller's pending order with credits (5), a download code (9) or through a
 * gateway (1, 2, 8). A paid order answers order_status 2; a closed or expired one is refused (an expired one is
 * closed on the spot); a product no longer on sale (recharge or VIP switched off) is refused. `requestOrigin` is
 * where the customer reached the site, the gateway's notify address until system.domain is set.
 */
export async function payOrder(ctx: AppContext, userId: number, body: OrderPayBody, clientIp: string, requestOrigin: string): Promise<PayOrderReply> {
  const order = await findOwnOrder(ctx.db.kysely, userId, body.order_no);
  if (order.status === OrderStatus.paid) return { order_status: OrderStatus.paid };
  if (order.status !== OrderStatus.pending) throw badRequest(orderMessages.closed);
  const now = new Date();
  if (order.expire_at && order.expire_at <= now.toISOString()) {
    await closePendingOrder(ctx, order, now);
    throw badRequest(orderMessages.closed);
  }
  await refuseWithdrawnProduct(ctx, order);
  switch (body.payment_type) {
    case PaymentType.credits:
      return payWithCredits(ctx, order);
    case PaymentType.downloadCode:
      return payWithCode(ctx, order, body.downcode);
    case PaymentType.wechat:
    case PaymentType.alipay:
    case PaymentType.hupijiao:
      return payAtGateway(ctx, order, { paymentType: body.payment_type, isWap: body.is_wap, clientIp, requestOrigin, code: body.code });
    default:
      throw badRequest(orderMessages.paymentTypeInvalid);
  }
}

async function refuseWithdrawnProduct(ctx: AppContext, order: OrderRow) {
  if (order.order_type === OrderType.recharge && !(await ctx.settings.bool("pay", "enable_recharge"))) {
    throw forbidden(orderMessages.rechargeDisabled((await readOrderSettings(ctx)).creditName));
  }
  if (order.order_type === OrderType.buyVip && !(await ctx.settings.bool("vip", "enable"))) throw forbidden(orderMessages.vipDisabled);
}
