import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { findActiveVipPeriod } from "./active-vip-period.js";

/** The user's discount on paid documents ×10 (85 = 8.5折) from the VIP period running at `now`; 100 when none. */
export async function vipDocumentDiscount(db: Kysely<Database> | Transaction<Database>, userId: number, now: Date): Promise<number> {
  const period = await findActiveVipPeriod(db, userId, now);
  return validDiscount(Number(period?.discount ?? 100));
}

/** A discount ×10 as applied: 1..100, anything else means none (100). */
export function validDiscount(discount: number): number {
  return discount >= 1 && discount <= 100 ? discount : 100;
}

/** A credit price after a VIP discount: ceil(price × discount / 100), never below 0. */
export function discountedPrice(price: number, discount: number): number {
  return Math.max(0, Math.ceil((price * discount) / 100));
}
