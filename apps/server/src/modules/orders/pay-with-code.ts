import { OrderStatus, OrderType, PaymentType, orderMessages, type PayOrderReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest, forbidden } from "../../http/errors.js";
import { redeemDownloadCode } from "../download-codes/redeem-download-code.js";
import { grantOrder } from "./grant-order.js";
import type { OrderRow } from "./order-row.js";
import { markPaid, paidOrClosedMeanwhile } from "./order-transitions.js";

/**
 * Payment method 9: a single-use download code pays a document order (download.enable_code_download; documents
 * priced at most download.max_price, 0 = any price). The code is spent, the order turns paid with 0 credits and
 * the uploader is paid, in one transaction; an unknown, used or revoked code changes nothing.
 */
export async function payWithCode(ctx: AppContext, order: OrderRow, code: string): Promise<PayOrderReply> {
  if (order.order_type !== OrderType.buyDocument) throw badRequest(orderMessages.codeOnlyForDocuments);
  if (!(await ctx.settings.bool("download", "enable_code_download"))) throw forbidden(orderMessages.codeDisabled);
  if (!code) throw badRequest(orderMessages.codeRequired);
  const maxPrice = Math.max(0, Math.trunc(await ctx.settings.number("download", "max_price")));
  if (maxPrice > 0 && Number(order.price) > maxPrice) throw forbidden(orderMessages.codePriceTooHigh);
  const now = new Date();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    if (!(await markPaid(trx, Number(order.id), { paymentType: PaymentType.downloadCode, amount: 0 }, now))) return paidOrClosedMeanwhile(trx, order.order_no);
    const use = { code, userId: Number(order.user_id), documentId: Number(order.product_id), orderNo: order.order_no };
    if (!(await redeemDownloadCode(trx, use))) throw badRequest(orderMessages.codeInvalid);
    await grantOrder(trx, order, now);
    return { order_status: OrderStatus.paid };
  });
}
