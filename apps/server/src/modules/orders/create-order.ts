import { OrderStatus, OrderType, orderMessages, type Order, type OrderCreateBody } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { newOrderNo } from "./order-number.js";
import type { AlreadyEntitled, OrderQuote } from "./order-quote.js";
import { readOrderSettings } from "./order-settings.js";
import { toOrderView } from "./order-view.js";
import { quoteDocument, type DocumentBuyer } from "./quote-document.js";
import { quoteRecharge } from "./quote-recharge.js";
import { quoteVip } from "./quote-vip.js";
import { refuseUnpayable } from "./refuse-unpayable.js";

/**
 * POST /api/v1/order: a pending order whose figures the server computed (type 1 document, 2 VIP, 3 recharge),
 * closing by itself security.order_timeout_minute after now. A document the buyer can already download answers
 * an order with status 2 and creates none; an order no payment method could pay now is refused.
 */
export async function createOrder(ctx: AppContext, buyer: DocumentBuyer, body: OrderCreateBody): Promise<Order> {
  const settings = await readOrderSettings(ctx);
  let quote: OrderQuote | AlreadyEntitled;
  if (body.order_type === OrderType.recharge) quote = await quoteRecharge(ctx, settings, body.quantity);
  else if (body.order_type === OrderType.buyVip) quote = await quoteVip(ctx, settings, body.product_id);
  else if (body.order_type === OrderType.buyDocument) quote = await quoteDocument(ctx, settings, buyer, body.product_id);
  else throw badRequest(orderMessages.typeInvalid);
  if ("entitled" in quote) return quote.entitled;
  await refuseUnpayable(ctx, settings, body.order_type, quote, buyer.id);

  const now = new Date();
  const stamp = now.toISOString();
  const row = await ctx.db.kysely
    .insertInto("orders")
    .values({
      order_no: newOrderNo(now),
      user_id: buyer.id,
      order_type: body.order_type,
      product_id: quote.productId,
      product_name: quote.productName,
      product_uuid: quote.productUuid,
      product_terms: quote.terms,
      quantity: quote.quantity,
      price: quote.price,
      amount: quote.amount,
      amount_fen: quote.amountFen,
      discount_bp: quote.discountBp,
      status: OrderStatus.pending,
      expire_at: new Date(now.getTime() + settings.timeoutMinutes * 60_000).toISOString(),
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOrderView(row, buyer.username);
}
