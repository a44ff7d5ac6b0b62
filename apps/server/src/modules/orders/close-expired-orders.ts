import { OrderStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { closePendingOrder } from "./close-order.js";

/** Orders closed per pass; a full pass runs the next at once. */
export const CLOSE_BATCH = 200;

/**
 * One pass of the auto-close job: closes pending orders whose deadline (expire_at) has passed, each with a
 * conditional update (a settlement that commits first wins, and the order stays paid), and closes the gateway
 * payment started for it. Returns how many it closed.
 */
export async function closeExpiredOrders(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const dueBy = now.toISOString();
  const due = await ctx.db.kysely
    .selectFrom("orders")
    .selectAll()
    .where("status", "=", OrderStatus.pending)
    .where("expire_at", "<=", dueBy)
    .orderBy("expire_at")
    .limit(CLOSE_BATCH)
    .execute();
  let closed = 0;
  for (const order of due) if (await closePendingOrder(ctx, order, now, dueBy)) closed++;
  return closed;
}
