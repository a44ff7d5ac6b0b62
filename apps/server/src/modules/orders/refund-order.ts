import { OrderStatus, OrderType, PaymentType, orderMessages, type Order } from "@wenku/contract";
import type { Transaction } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { AppError, badRequest } from "../../http/errors.js";
import { changeCredits } from "../credits/change-credits.js";
import { findExistingOrder } from "./own-order.js";
import type { OrderRow } from "./order-row.js";
import { readOrderSettings } from "./order-settings.js";
import { hasLatePayment, loadOrderView } from "./order-view.js";

export interface RefundMark {
  orderNo: string;
  remark: string;
  adminId: number;
}

/**
 * PUT /api/v1/order/refund: an administrator marks an order refunded — the money itself goes back outside the site
 * (gateway back office). Allowed once, on a paid order or on a closed one a late gateway payment reached. What the
 * mark also does through the credit ledger, noted in refund_remark:
 * - paid with credits (5): the credits go back to the buyer;
 * - a recharge paid with money: its credits are taken back when the balance still holds them, else nothing is
 *   taken and the note says so;
 * - otherwise (VIP time, a document's download, the uploader's income, a late payment): nothing moves.
 */
export async function refundOrder(ctx: AppContext, mark: RefundMark): Promise<Order> {
  const { creditName } = await readOrderSettings(ctx);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const order = await findExistingOrder(trx, mark.orderNo);
    if (order.refunded_at) throw badRequest(orderMessages.alreadyRefunded);
    if (order.status !== OrderStatus.paid && !(order.status === OrderStatus.closed && (await hasLatePayment(trx, order.order_no)))) {
      throw badRequest(orderMessages.refundNotPaid);
    }
    const now = new Date().toISOString();
    const claimed = await trx
      .updateTable("orders")
      .set({ refunded_at: now, refunded_by: mark.adminId, updated_at: now })
      .where("id", "=", order.id)
      .where("refunded_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(orderMessages.alreadyRefunded);
    const note = order.status === OrderStatus.paid ? await moveCreditsBack(trx, order, creditName) : "";
    const refundRemark = [mark.remark.trim(), note].filter(Boolean).join("；").slice(0, 500);
    await trx.updateTable("orders").set({ refund_remark: refundRemark }).where("id", "=", order.id).execute();
    return loadOrderView(trx, { ...order, refunded_at: now, refunded_by: mark.adminId, updated_at: now, refund_remark: refundRemark });
  });
}

async function moveCreditsBack(trx: Transaction<Database>, order: OrderRow, creditName: string): Promise<string> {
  const userId = Number(order.user_id);
  const ref = { refType: "order", refId: Number(order.id), remark: order.order_no };
  if (order.payment_type === PaymentType.credits && Number(order.amount) > 0) {
    await changeCredits(trx, { userId, delta: Number(order.amount), reason: "refund", ...ref });
    return `已退还 ${order.amount} ${creditName}`;
  }
  if (order.order_type !== OrderType.recharge || Number(order.quantity) <= 0) return "";
  try {
    await changeCredits(trx, { userId, delta: -Number(order.quantity), reason: "recharge_refund", ...ref });
    return `已扣回 ${order.quantity} ${creditName}`;
  } catch (error) {
    // The conditional debit wrote nothing: the balance no longer holds the recharge.
    if (error instanceof AppError && error.status === 403) return `${creditName}余额不足，未扣回 ${order.quantity} ${creditName}`;
    throw error;
  }
}
