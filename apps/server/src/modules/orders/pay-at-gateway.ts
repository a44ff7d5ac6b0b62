import { orderMessages, type PayOrderReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { startGatewayPayment } from "../payments/start-gateway-payment.js";
import type { OrderRow } from "./order-row.js";
import { markPaymentStarted, paidOrClosedMeanwhile } from "./order-transitions.js";

/**
 * Payment methods 1 WeChat Pay, 2 Alipay, 8 虎皮椒: the chosen method is recorded on the pending order (so closing
 * it closes it at that gateway too), then the payments module starts the payment and answers what to show.
 */
export async function payAtGateway(ctx: AppContext, order: OrderRow, options: { paymentType: number; isWap: boolean; clientIp: string; requestOrigin: string; code?: string }): Promise<PayOrderReply> {
  if (Number(order.amount_fen) < 1) throw badRequest(orderMessages.paymentTypeInvalid);
  if (!(await markPaymentStarted(ctx.db.kysely, Number(order.id), options.paymentType))) return paidOrClosedMeanwhile(ctx.db.kysely, order.order_no);
  return startGatewayPayment(ctx, order, options);
}
