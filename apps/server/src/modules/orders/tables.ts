import type { Generated } from "kysely";

/** An order (spec §4): money or credits for a document, a VIP plan or a recharge. See contract `orderSchema`. */
export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  order_type: number;
  product_id: Generated<number>;
  product_name: Generated<string>;
  product_uuid: Generated<string>;
  /** What was sold, frozen at ordering (JSON; a VIP order's plan terms), migration 0607. */
  product_terms: Generated<string>;
  quantity: Generated<number>;
  price: Generated<number>;
  /** Credits to pay with credits. */
  amount: Generated<number>;
  /** Money to pay through a gateway, in fen. */
  amount_fen: Generated<number>;
  /** Discount in basis points: 10000 = none, 9500 = 0.95. */
  discount_bp: Generated<number>;
  coupon_amount: Generated<number>;
  payment_type: Generated<number>;
  /** 1 pending, 2 paid, 3 closed. */
  status: Generated<number>;
  trade_no: Generated<string>;
  remark: Generated<string>;
  /** When a pending order closes by itself. */
  expire_at: string | null;
  closed_at: string | null;
  paid_at: string | null;
  refunded_at: string | null;
  refund_remark: Generated<string>;
  refunded_by: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    orders: OrdersTable;
  }
}
