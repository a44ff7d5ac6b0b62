import type { AppContext } from "../../context.js";
import { paidDocumentOrders } from "../orders/document-entitlement.js";

/**
 * The documents among `documentIds` the user bought, in one query: a paid row in the downloads table (owned by
 * modules/downloads) or a paid, unrefunded document order (modules/orders) — bought with money or a download code,
 * downloaded or not.
 */
export async function purchasedAmong(ctx: AppContext, userId: number, documentIds: number[]): Promise<Set<number>> {
  if (documentIds.length === 0) return new Set();
  const db = ctx.db.kysely;
  const rows = await db
    .selectFrom("download")
    .select("document_id")
    .where("user_id", "=", userId)
    .where("document_id", "in", documentIds)
    .where("is_pay", "=", 1)
    .union(paidDocumentOrders(db, userId).select("product_id as document_id").where("product_id", "in", documentIds))
    .execute();
  return new Set(rows.map((row) => Number(row.document_id)));
}

/** Whether the user bought the document (see purchasedAmong). */
export async function hasPurchased(ctx: AppContext, userId: number, documentId: number): Promise<boolean> {
  return (await purchasedAmong(ctx, userId, [documentId])).has(documentId);
}
