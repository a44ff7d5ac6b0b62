import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { GatewayProvider } from "../orders/settle-gateway-payment.js";

/**
 * Why a notification was refused before settlement (forged or unreadable), or set aside (a verified event that is
 * not a payment): "refused_signature", "refused_payload", "refused_merchant", "ignored".
 */
export type RefusalOutcome = "refused_signature" | "refused_payload" | "refused_merchant" | "ignored";

/** Records a notification that never reached settlement, with what it claimed (unverified for a refusal). */
export async function recordRefusal(
  ctx: AppContext,
  n: { provider: GatewayProvider; outcome: RefusalOutcome; orderNo?: string; tradeNo?: string; amountFen?: number; detail: string },
): Promise<void> {
  await ctx.db.kysely
    .insertInto("payment_notification")
    .values({
      provider: n.provider,
      order_no: (n.orderNo ?? "").slice(0, 64),
      trade_no: (n.tradeNo ?? "").slice(0, 64),
      amount_fen: Number.isSafeInteger(n.amountFen) ? n.amountFen! : 0,
      outcome: n.outcome,
      detail: n.detail.slice(0, 500),
      created_at: nowIso(),
    })
    .execute();
}
