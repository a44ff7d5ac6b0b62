import type { Order } from "@wenku/contract";
import type { OrderFigures } from "./order-money.js";

/** What a new order sells and for how much, decided by the server. */
export interface OrderQuote extends OrderFigures {
  productId: number;
  productName: string;
  productUuid: string;
  /** JSON frozen into orders.product_terms (a VIP plan's terms), "" when none. */
  terms: string;
}

/** A document the buyer can already download without paying: the answer is an order with status 2, none is created. */
export interface AlreadyEntitled {
  entitled: Order;
}
