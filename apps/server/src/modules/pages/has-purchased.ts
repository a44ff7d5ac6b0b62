import { OrderStatus, OrderType } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import "../orders/tables.js";

/**
 * The documents among `documentIds` the user bought: a paid row in the downloads table (owned by modules/downloads)
 * or a paid, unrefunded document order (modules/orders) — bought with money or a download code, downloaded or not.
 */
export async function purchasedAmong(ctx: AppContext, userId: number, documentIds: number[]): Promise<Set<number>> {
  if (documentIds.length === 0) return new Set();
  const db = ctx.db.kysely;
  const [downloads, orders] = await Promise.all([
    db
      .selectFrom("download")
      .select("document_id")
      .distinct()
      .where("user_id", "=", userId)
      .where("document_id", "in", documentIds)
      .where("is_pay", "=", 1)
      .execute(),
    db
      .selectFrom("orders")
      .select("product_id as document_id")
      .distinct()
      .where("user_id", "=", userId)
      .where("order_type", "=", OrderType.buyDocument)
      .where("product_id", "in", documentIds)
      .where("status", "=", OrderStatus.paid)
      .where("refunded_at", "is", null)
      .execute(),
  ]);
  return new Set([...downloads, ...orders].map((row) => Number(row.document_id)));
}

/** Whether the user bought the document (see purchasedAmong). */
export async function hasPurchased(ctx: AppContext, userId: number, documentId: number): Promise<boolean> {
  return (await purchasedAmong(ctx, userId, [documentId])).has(documentId);
}
