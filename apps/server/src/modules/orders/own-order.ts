import { orderMessages } from "@wenku/contract";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { notFound } from "../../http/errors.js";
import { findOrderByNo, type OrderRow } from "./order-row.js";

/** The caller's order by number; someone else's reads as missing (404), so order numbers reveal nothing. */
export async function findOwnOrder(db: Kysely<Database> | Transaction<Database>, userId: number, orderNo: string): Promise<OrderRow> {
  const order = await findOrderByNo(db, orderNo);
  if (!order || Number(order.user_id) !== userId) throw notFound(orderMessages.notFound);
  return order;
}

/** Any order by number (administrators), 404 when there is none. */
export async function findExistingOrder(db: Kysely<Database> | Transaction<Database>, orderNo: string): Promise<OrderRow> {
  const order = await findOrderByNo(db, orderNo);
  if (!order) throw notFound(orderMessages.notFound);
  return order;
}
