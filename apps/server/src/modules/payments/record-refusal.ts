import type { AppContext } from "../../context.js";
import { recordPaymentNotification, type NotificationRecord } from "./payment-notifications.js";
import { claimStoredRefusal, failureLimitReached } from "./refusal-limits.js";
import { noteRefusal } from "./refusal-report.js";

/**
 * Why a notification was refused before settlement (forged or unreadable), or set aside (a verified event that is
 * not a payment): "refused_signature", "refused_payload", "refused_merchant", "ignored".
 */
export type RefusalOutcome = "refused_signature" | "refused_payload" | "refused_merchant" | "ignored";

/** A refused notification: what it claimed (unverified for a refusal of its signature) and who sent it. */
export type Refusal = NotificationRecord & { outcome: RefusalOutcome; address: string };

/**
 * Records a notification that never reached settlement: as a row while the hour's rows for its provider and
 * outcome last (refusal-limits.ts), and in the next log report (refusal-report.ts) in any case.
 */
export async function recordRefusal(ctx: AppContext, refusal: Refusal): Promise<void> {
  const { address, ...record } = refusal;
  const stored = await claimStoredRefusal(ctx, refusal.provider, refusal.outcome);
  if (stored) await recordPaymentNotification(ctx.db.kysely, { ...record, detail: `${record.detail} (from ${address})` });
  noteRefusal(ctx, { provider: refusal.provider, outcome: refusal.outcome, address, stored, limited: false });
}

/**
 * Refuses a notification whose signature did not verify: "limited" once its address is past the limit of failed
 * verifications (answered 429, nothing stored, only counted), else "refused" and recorded as refused_signature.
 * Verification comes first, so a correctly signed notification is never refused here, whatever its address.
 */
export async function refuseUnverified(ctx: AppContext, refusal: Omit<Refusal, "outcome">): Promise<"limited" | "refused"> {
  if (await failureLimitReached(ctx, refusal.address)) {
    noteRefusal(ctx, { provider: refusal.provider, outcome: "refused_signature", address: refusal.address, stored: false, limited: true });
    return "limited";
  }
  await recordRefusal(ctx, { ...refusal, outcome: "refused_signature" });
  return "refused";
}
