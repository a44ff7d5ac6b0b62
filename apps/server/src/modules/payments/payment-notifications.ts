import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { GatewayProvider } from "./gateway-notification.js";

/** A payment_notification row: what a gateway claimed (unverified for a refusal) and what became of it. */
export interface NotificationRecord {
  provider: GatewayProvider;
  orderNo?: string;
  tradeNo?: string;
  amountFen?: number;
  outcome: string;
  detail: string;
}

export async function recordPaymentNotification(db: Pick<Transaction<Database>, "insertInto">, r: NotificationRecord, now = new Date()): Promise<void> {
  await db
    .insertInto("payment_notification")
    .values({
      provider: r.provider,
      order_no: (r.orderNo ?? "").slice(0, 64),
      trade_no: (r.tradeNo ?? "").slice(0, 128),
      amount_fen: Number.isSafeInteger(r.amountFen) ? r.amountFen! : 0,
      outcome: r.outcome,
      detail: r.detail.slice(0, 4000),
      created_at: now.toISOString(),
    })
    .execute();
}
