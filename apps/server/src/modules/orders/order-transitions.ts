import { OrderStatus, orderMessages, type PayOrderReply } from "@wenku/contract";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { badRequest } from "../../http/errors.js";
import { findOrderByNo } from "./order-row.js";

type Executor = Kysely<Database> | Transaction<Database>;

export interface PaidWith {
  paymentType: number;
  tradeNo?: string;
  /** Credits actually paid, when it differs from the order's (a download code pays 0). */
  amount?: number;
}

/**
 * pending → paid, conditionally: of any number of concurrent callers exactly one sees true. The caller grants
 * what was bought in the same transaction.
 */
export async function markPaid(trx: Transaction<Database>, orderId: number, paid: PaidWith, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  const result = await trx
    .updateTable("orders")
    .set({
      status: OrderStatus.paid,
      payment_type: paid.paymentType,
      paid_at: stamp,
      updated_at: stamp,
      ...(paid.tradeNo !== undefined ? { trade_no: paid.tradeNo } : {}),
      ...(paid.amount !== undefined ? { amount: paid.amount } : {}),
    })
    .where("id", "=", orderId)
    .where("status", "=", OrderStatus.pending)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The answer to a payment whose conditional update found the order no longer pending: paid meanwhile, or closed (400). */
export async function paidOrClosedMeanwhile(db: Executor, orderNo: string): Promise<PayOrderReply> {
  const current = await findOrderByNo(db, orderNo);
  if (current?.status === OrderStatus.paid) return { order_status: OrderStatus.paid };
  throw badRequest(orderMessages.closed);
}

/**
 * pending → closed, conditionally (a settlement that won first keeps the order paid). With `dueBy`, only when the
 * order's deadline has passed by then (the auto-close job).
 */
export async function markClosed(db: Executor, orderId: number, now: Date, dueBy?: string): Promise<boolean> {
  const stamp = now.toISOString();
  let query = db
    .updateTable("orders")
    .set({ status: OrderStatus.closed, closed_at: stamp, updated_at: stamp })
    .where("id", "=", orderId)
    .where("status", "=", OrderStatus.pending);
  if (dueBy !== undefined) query = query.where("expire_at", "<=", dueBy);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the gateway a pending order is being paid through (so closing it closes it there too). */
export async function markPaymentStarted(db: Executor, orderId: number, paymentType: number): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ payment_type: paymentType, updated_at: new Date().toISOString() })
    .where("id", "=", orderId)
    .where("status", "=", OrderStatus.pending)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
