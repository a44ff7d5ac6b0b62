import type { AppContext } from "../../apps/server/src/context.js";
import { createOrder } from "../../apps/server/src/modules/orders/create-order.js";
import { usernameSkeleton } from "../../apps/server/src/modules/users/username-skeleton.js";

export interface SeededOrder {
  orderNo: string;
  userId: number;
  quantity: number;
  amountFen: number;
}

/** Quantities bought, so orders fall on and between the discount tiers (100:0.95, 1000:0.9). */
const quantities = [10, 100, 250, 1000, 1234];

/** `count` members with nothing in their ledger, written in bulk (no password hashing: they never log in). */
export async function seedUsers(ctx: AppContext, count: number): Promise<number[]> {
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const username = `bench_buyer_${start + i}`;
      return { username, username_skeleton: usernameSkeleton(username), password_hash: "-", created_at: now, updated_at: now };
    });
    const inserted = await ctx.db.kysely.insertInto("user").values(rows).returning("id").execute();
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
}

/** `count` pending recharge orders spread over the users, created by the same service POST /api/v1/order calls. */
export async function seedRechargeOrders(ctx: AppContext, userIds: number[], count: number): Promise<SeededOrder[]> {
  const orders: SeededOrder[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, async (_, i) => {
      const n = start + i;
      const userId = userIds[n % userIds.length];
      const order = await createOrder(ctx, { id: userId, username: "" }, { order_type: 3, product_id: 0, quantity: quantities[n % quantities.length] });
      return { orderNo: order.order_no, userId, quantity: order.quantity, amountFen: order.amount_fen };
    });
    orders.push(...(await Promise.all(batch)));
  }
  return orders;
}
