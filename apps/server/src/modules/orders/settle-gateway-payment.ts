import { OrderStatus, PaymentType } from "@wenku/contract";
import type { Transaction } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { GatewayNotification, GatewayProvider, SettleOutcome } from "../payments/gateway-notification.js";
import { recordPaymentNotification } from "../payments/payment-notifications.js";
import { grantOrder } from "./grant-order.js";
import { findOrderByNo } from "./order-row.js";
import { markPaid } from "./order-transitions.js";

const paymentTypeOf: Record<GatewayProvider, number> = {
  wechatpay: PaymentType.wechat,
  alipay: PaymentType.alipay,
  xunhupay: PaymentType.hupijiao,
};

/**
 * Settles a verified gateway notification exactly once: the order and the amount are checked, then one
 * conditional pending → paid update and the grants run in one transaction, so of concurrent or replayed
 * notifications one settles and the others read "duplicate". A closed order (e.g. closed by the timeout) is left
 * closed and nothing is granted: the money awaits a manual refund, shown on the admin order page. Every call is
 * recorded in payment_notification with its outcome; business refusals are answers, not errors. An unexpected
 * failure is recorded as "failed" and thrown, so the gateway retries.
 */
export async function settleGatewayPayment(ctx: AppContext, n: GatewayNotification): Promise<SettleOutcome> {
  const now = new Date();
  try {
    return await ctx.db.kysely.transaction().execute(async (trx) => {
      const outcome = await settle(trx, n, now);
      await recordPaymentNotification(trx, { ...n, outcome, detail: n.detail ?? "" }, now);
      return outcome;
    });
  } catch (error) {
    const detail = [n.detail ?? "", String(error)].filter(Boolean).join("\n");
    await recordPaymentNotification(ctx.db.kysely, { ...n, outcome: "failed", detail }, now).catch((recordError: unknown) =>
      ctx.log.error("payment notification not recorded", { orderNo: n.orderNo, err: recordError }),
    );
    throw error;
  }
}

async function settle(trx: Transaction<Database>, n: GatewayNotification, now: Date): Promise<SettleOutcome> {
  const order = await findOrderByNo(trx, n.orderNo);
  if (!order) return "unknown_order";
  if (!Number.isSafeInteger(n.amountFen) || Number(order.amount_fen) !== n.amountFen) return "amount_mismatch";
  if (order.status === OrderStatus.closed) return "closed";
  if (order.status !== OrderStatus.pending) return "duplicate";
  if (!(await markPaid(trx, Number(order.id), { paymentType: paymentTypeOf[n.provider], tradeNo: n.tradeNo }, now))) {
    // Another settlement or a close committed meanwhile (PostgreSQL waited for it on the row lock).
    const current = await findOrderByNo(trx, n.orderNo);
    return current?.status === OrderStatus.closed ? "closed" : "duplicate";
  }
  await grantOrder(trx, order, now);
  return "settled";
}
