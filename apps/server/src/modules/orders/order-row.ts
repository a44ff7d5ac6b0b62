import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { OrdersTable } from "./tables.js";

export type OrderRow = Selectable<OrdersTable>;

export async function findOrderByNo(db: Kysely<Database> | Transaction<Database>, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("order_no", "=", orderNo).executeTakeFirst();
}
