import { OrderStatus, OrderType, orderMessages, vipMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { forbidden, notFound } from "../../http/errors.js";
import { isOpenToPublic } from "../documents/document-access.js";
import { vipDocumentDiscount } from "../vip/vip-discount.js";
import { downloadsWithoutPaying } from "./document-entitlement.js";
import { documentFigures } from "./order-money.js";
import type { AlreadyEntitled, OrderQuote } from "./order-quote.js";
import type { OrderSettings } from "./order-settings.js";
import { toOrderView } from "./order-view.js";

export interface DocumentBuyer {
  id: number;
  username: string;
}

/**
 * A public document bought with money or credits: its price with the buyer's VIP document discount. When the
 * buyer can already download it without paying, the answer is a paid order instead (the unused one, or a
 * stand-in with order_no "" when the document is the buyer's own, free, or bought within the free re-download days).
 */
export async function quoteDocument(ctx: AppContext, settings: OrderSettings, buyer: DocumentBuyer, documentId: number): Promise<OrderQuote | AlreadyEntitled> {
  const db = ctx.db.kysely;
  const doc = await db.selectFrom("document").selectAll().where("id", "=", documentId).executeTakeFirst();
  if (!doc || !isOpenToPublic(doc)) throw notFound(orderMessages.productInvalid);
  const now = new Date();
  const freeDays = Math.max(0, Math.trunc(await ctx.settings.number("download", "free_download_duration")));
  const document = { id: Number(doc.id), user_id: Number(doc.user_id), price: Number(doc.price) };
  const entitlement = await downloadsWithoutPaying(db, { userId: buyer.id, document, freeDays, now });
  if (entitlement?.order) return { entitled: toOrderView(entitlement.order, buyer.username) };
  if (entitlement) {
    const stamp = now.toISOString();
    return {
      entitled: {
        id: 0, order_no: "", user_id: buyer.id, username: buyer.username, order_type: OrderType.buyDocument, product_id: document.id,
        product_name: doc.title, product_uuid: doc.uuid, quantity: 1, price: document.price, amount: 0, amount_fen: 0,
        discount: 1, coupon_amount: 0, payment_type: 0, status: OrderStatus.paid, trade_no: "", remark: "",
        refund_remark: "", created_at: stamp, updated_at: stamp,
      },
    };
  }
  if (doc.is_vip === 1 && (await ctx.settings.bool("vip", "enable"))) throw forbidden(vipMessages.documentVipOnly);
  const discount = await vipDocumentDiscount(db, buyer.id, now);
  const figures = documentFigures(document.price, discount, settings.creditExchange);
  return { ...figures, productId: document.id, productName: doc.title, productUuid: doc.uuid, terms: "" };
}
