import { OrderStatus, orderMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { closePendingOrder } from "./close-order.js";
import { LATE_PAYMENT_OUTCOME } from "./order-view.js";
import { findOwnOrder } from "./own-order.js";

/**
 * DELETE /api/v1/order: the caller removes an unpaid order. A pending one is closed first (at its gateway too), so
 * a payment racing the removal either settles it (then it stays, paid) or can no longer be made. An order a payment
 * reached after it closed stays for the refund.
 */
export async function deleteOrder(ctx: AppContext, userId: number, orderNo: string): Promise<void> {
  const order = await findOwnOrder(ctx.db.kysely, userId, orderNo);
  if (order.status === OrderStatus.paid) throw badRequest(orderMessages.deletePaid);
  if (order.status === OrderStatus.pending) await closePendingOrder(ctx, order);
  const payment = await ctx.db.kysely
    .selectFrom("payment_notification")
    .select("id")
    .where("order_no", "=", order.order_no)
    .where("outcome", "in", [LATE_PAYMENT_OUTCOME, "failed"])
    .limit(1)
    .executeTakeFirst();
  if (payment) throw badRequest(orderMessages.deletePaid);
  // Only a closed order goes: one that a payment settled meanwhile stays.
  const deleted = await ctx.db.kysely.deleteFrom("orders").where("id", "=", order.id).where("status", "=", OrderStatus.closed).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw badRequest(orderMessages.deletePaid);
}
