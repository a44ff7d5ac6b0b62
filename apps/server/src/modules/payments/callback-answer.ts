import type { SettleOutcome } from "./gateway-notification.js";

/** What a callback answers the gateway: status, content type and body in the gateway's own format. */
export interface CallbackAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A plain-text answer (Alipay and 虎皮椒 answer `success` or `fail`). */
export const textAnswer = (status: number, body: string): CallbackAnswer => ({ status, contentType: "text/plain; charset=utf-8", body });

/**
 * Settled, duplicate and closed notifications are acknowledged so the gateway stops retrying (a payment for a
 * closed order is recorded for a manual refund); an unknown order or a wrong amount is refused.
 */
export const acknowledged = (outcome: SettleOutcome) => outcome === "settled" || outcome === "duplicate" || outcome === "closed";
