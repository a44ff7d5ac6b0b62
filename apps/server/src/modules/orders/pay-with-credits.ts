import { OrderStatus, OrderType, PaymentType, orderMessages, type PayOrderReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest, forbidden } from "../../http/errors.js";
import { changeCredits } from "../credits/change-credits.js";
import { grantOrder } from "./grant-order.js";
import type { OrderRow } from "./order-row.js";
import { readOrderSettings } from "./order-settings.js";
import { markPaid, paidOrClosedMeanwhile } from "./order-transitions.js";

const spendReason: Record<number, string> = { [OrderType.buyVip]: "buy_vip", [OrderType.buyDocument]: "buy_document" };

/**
 * Payment method 5: in one transaction the order turns paid (conditionally), the buyer's credits drop by the
 * order's amount through the ledger (refused, with nothing changed, when the balance is short) and the purchase is
 * granted. A recharge cannot be paid with credits; VIP only with vip.enable_credit_pay.
 */
export async function payWithCredits(ctx: AppContext, order: OrderRow): Promise<PayOrderReply> {
  const { creditName } = await readOrderSettings(ctx);
  if (order.order_type === OrderType.recharge) throw badRequest(orderMessages.rechargeWithCredits(creditName));
  if (order.order_type === OrderType.buyVip && !(await ctx.settings.bool("vip", "enable_credit_pay"))) throw forbidden(orderMessages.vipCreditPayDisabled(creditName));
  const now = new Date();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    if (!(await markPaid(trx, Number(order.id), { paymentType: PaymentType.credits }, now))) return paidOrClosedMeanwhile(trx, order.order_no);
    const amount = Number(order.amount);
    if (amount > 0) {
      await changeCredits(trx, {
        userId: Number(order.user_id), delta: -amount, reason: spendReason[order.order_type] ?? "buy_document",
        refType: "order", refId: Number(order.id), remark: order.product_name, insufficientMessage: orderMessages.insufficientCredits(creditName),
      });
    }
    await grantOrder(trx, order, now);
    return { order_status: OrderStatus.paid };
  });
}
