import { OrderStatus, OrderType } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import "../orders/tables.js";
import { grantVipPeriod } from "./grant-vip-period.js";
import type { VipPlanTerms } from "./vip-plans.js";

/** Test support: VIP periods granted as a paid order would, and paid document orders. Used by *.test.ts only. */
export const monthTerms = (terms: Partial<VipPlanTerms> = {}): VipPlanTerms => ({
  period: 2, priceFen: 1000, originalPriceFen: 2000, download: 5, timesEveryDay: 0, documentDiscount: 100, ...terms,
});

let orderCounter = 0;
export const testOrderNo = () => `T${Date.now()}${++orderCounter}${Math.floor(Math.random() * 1e6)}`;

export async function grantTestVip(ctx: AppContext, userId: number, terms: Partial<VipPlanTerms> = {}, now = new Date()): Promise<string> {
  const orderNo = testOrderNo();
  await ctx.db.kysely.transaction().execute((trx) => grantVipPeriod(trx, { userId, terms: monthTerms(terms), orderNo, now }));
  return orderNo;
}

/** A paid (or given status) order of type 1 for a document, as the orders module settles it. */
export async function insertDocumentOrder(
  ctx: AppContext,
  input: { userId: number; documentId: number; amount: number; status?: number; refunded?: boolean },
): Promise<{ id: number; orderNo: string }> {
  const now = nowIso();
  const orderNo = testOrderNo();
  const row = await ctx.db.kysely
    .insertInto("orders")
    .values({
      order_no: orderNo, user_id: input.userId, order_type: OrderType.buyDocument, product_id: input.documentId, amount: input.amount,
      amount_fen: input.amount * 10, payment_type: 1, status: input.status ?? OrderStatus.paid, paid_at: now,
      refunded_at: input.refunded ? now : null, expire_at: now, created_at: now, updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), orderNo };
}
