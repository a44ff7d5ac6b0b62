import { OrderStatus, OrderType } from "@wenku/contract";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database, Executor } from "../../db/schema.js";

// What counts as having bought a document. It reads tables of two modules that import this one (downloads,
// orders), so the rule lives here and they use it.

/** The user's paid, unrefunded document orders (product_id = the document): what counts as having bought it. */
export function paidDocumentOrders(db: Executor, userId: number) {
  return db
    .selectFrom("orders")
    .where("user_id", "=", userId)
    .where("order_type", "=", OrderType.buyDocument)
    .where("status", "=", OrderStatus.paid)
    .where("refunded_at", "is", null);
}

/**
 * Whether the user bought the document of the row being selected, as a condition on `document.id`: a paid row in
 * the downloads table (owned by modules/downloads) or a paid, unrefunded document order (modules/orders) — bought
 * with money or a download code, downloaded or not.
 */
export function boughtBy(db: Kysely<Database>, userId: number) {
  return (eb: ExpressionBuilder<Database, "document">) =>
    eb.or([
      eb("document.id", "in", db.selectFrom("download").select("document_id").where("user_id", "=", userId).where("is_pay", "=", 1)),
      eb("document.id", "in", paidDocumentOrders(db, userId).select("product_id")),
    ]);
}

/** The documents among `documentIds` the user bought (boughtBy), in one query. */
export async function purchasedAmong(ctx: AppContext, userId: number, documentIds: number[]): Promise<Set<number>> {
  if (documentIds.length === 0) return new Set();
  const db = ctx.db.kysely;
  const rows = await db.selectFrom("document").select("id").where("id", "in", documentIds).where(boughtBy(db, userId)).execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/** Whether the user bought the document (see purchasedAmong). */
export async function hasPurchased(ctx: AppContext, userId: number, documentId: number): Promise<boolean> {
  return (await purchasedAmong(ctx, userId, [documentId])).has(documentId);
}
