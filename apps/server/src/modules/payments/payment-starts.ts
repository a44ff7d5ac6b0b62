import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { GatewayProvider } from "./gateway-notification.js";

/** Notes that the order was started on `provider` (before asking it), so that closing the order closes it there. */
export async function recordPaymentStart(ctx: AppContext, orderNo: string, provider: GatewayProvider): Promise<void> {
  await ctx.db.kysely
    .insertInto("payment_start")
    .values({ order_no: orderNo, provider, created_at: nowIso() })
    .onConflict((oc) => oc.columns(["order_no", "provider"]).doNothing())
    .execute();
}

export async function startedProviders(ctx: AppContext, orderNo: string): Promise<GatewayProvider[]> {
  const rows = await ctx.db.kysely.selectFrom("payment_start").select("provider").where("order_no", "=", orderNo).orderBy("id").execute();
  return rows.map((r) => r.provider as GatewayProvider);
}
