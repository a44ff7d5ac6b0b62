import type { AppContext } from "../../context.js";
import { recordPaymentNotification, type NotificationRecord } from "./payment-notifications.js";

/**
 * Why a notification was refused before settlement (forged or unreadable), or set aside (a verified event that is
 * not a payment): "refused_signature", "refused_payload", "refused_merchant", "ignored".
 */
export type RefusalOutcome = "refused_signature" | "refused_payload" | "refused_merchant" | "ignored";

/** Records a notification that never reached settlement, with what it claimed (unverified for a refusal). */
export async function recordRefusal(ctx: AppContext, n: NotificationRecord & { outcome: RefusalOutcome }): Promise<void> {
  await recordPaymentNotification(ctx.db.kysely, n);
}
