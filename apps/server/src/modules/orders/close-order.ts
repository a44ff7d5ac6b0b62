import { OrderStatus, PaymentType, orderMessages, type Order } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { closeAtGateway } from "../payments/close-at-gateway.js";
import type { OrderRow } from "./order-row.js";
import { markClosed } from "./order-transitions.js";
import { loadOrderView } from "./order-view.js";

const gatewayTypes: number[] = [PaymentType.wechat, PaymentType.alipay, PaymentType.hupijiao];

/** Whether a gateway payment was started for the order (its payment type is a gateway's). */
const startedAtGateway = (order: Pick<OrderRow, "payment_type">) => gatewayTypes.includes(order.payment_type);

/**
 * Closes a pending order (conditionally: false when it was paid or closed meanwhile) and, when a gateway payment
 * was started for it, asks the gateway to close it too so the customer can no longer pay.
 */
export async function closePendingOrder(ctx: AppContext, order: OrderRow, now: Date = new Date(), dueBy?: string): Promise<boolean> {
  const closed = await markClosed(ctx.db.kysely, Number(order.id), now, dueBy);
  if (closed && startedAtGateway(order)) await closeAtGateway(ctx, order);
  return closed;
}

/** PUT /api/v1/order/close and /order/admin/close: only a pending order closes; the reply is the closed order. */
export async function closeOrderOnRequest(ctx: AppContext, order: OrderRow): Promise<Order> {
  const now = new Date();
  if (order.status !== OrderStatus.pending || !(await closePendingOrder(ctx, order, now))) throw badRequest(orderMessages.notPending);
  const stamp = now.toISOString();
  return loadOrderView(ctx.db.kysely, { ...order, status: OrderStatus.closed, closed_at: stamp, updated_at: stamp });
}
