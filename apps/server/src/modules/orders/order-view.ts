import { OrderStatus, type Order } from "@wenku/contract";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { OrderRow } from "./order-row.js";

/** Outcome recorded for a gateway payment that reached an order after it had closed. */
export const LATE_PAYMENT_OUTCOME = "closed";

/**
 * An order as the API shows it. For a pending order `closed_at` is the deadline at which it closes by itself
 * (api-contract Order: the client's countdown).
 */
export function toOrderView(row: OrderRow, username: string, latePayment = false): Order {
  const deadline = row.status === OrderStatus.pending ? row.expire_at : row.closed_at;
  return {
    id: Number(row.id),
    order_no: row.order_no,
    user_id: Number(row.user_id),
    username,
    order_type: row.order_type,
    product_id: Number(row.product_id),
    product_name: row.product_name,
    product_uuid: row.product_uuid,
    quantity: Number(row.quantity),
    price: Number(row.price),
    amount: Number(row.amount),
    amount_fen: Number(row.amount_fen),
    discount: Number(row.discount_bp) / 10_000,
    coupon_amount: Number(row.coupon_amount),
    payment_type: row.payment_type,
    status: row.status,
    trade_no: row.trade_no,
    remark: row.remark,
    closed_at: deadline ?? undefined,
    paid_at: row.paid_at ?? undefined,
    refunded_at: row.refunded_at ?? undefined,
    refund_remark: row.refund_remark,
    late_payment: latePayment,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Whether a gateway payment reached the order after it had closed. */
export async function hasLatePayment(db: Executor, orderNo: string): Promise<boolean> {
  const row = await db
    .selectFrom("payment_notification")
    .select("id")
    .where("order_no", "=", orderNo)
    .where("outcome", "=", LATE_PAYMENT_OUTCOME)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One order's view, with its owner's name and whether a payment arrived after it closed. */
export async function loadOrderView(db: Executor, row: OrderRow): Promise<Order> {
  const user = await db.selectFrom("user").select("username").where("id", "=", row.user_id).executeTakeFirst();
  const late = row.status === OrderStatus.closed && (await hasLatePayment(db, row.order_no));
  return toOrderView(row, user?.username ?? "", late);
}
