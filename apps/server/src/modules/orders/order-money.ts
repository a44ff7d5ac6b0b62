import { creditExchangeRate, customDiscount, vipPriceInCredits, type DiscountTier } from "@wenku/contract";

/**
 * The money of an order, computed by the server from settings and the product alone (a client's figures are never
 * read). Integer arithmetic throughout: credits and fen are integers, discounts are basis points (10000 = none).
 */
export interface OrderFigures {
  quantity: number;
  /** Credits per unit before discount. */
  price: number;
  /** Credits to pay with credits. */
  amount: number;
  /** Money to pay through a gateway, in fen. */
  amountFen: number;
  discountBp: number;
}

export const NO_DISCOUNT_BP = 10_000;
/** Largest recharge one order may buy, so every figure stays an exact integer. */
export const MAX_RECHARGE_CREDITS = 100_000_000;

/** n / d rounded half up, for non-negative integers. */
const roundDiv = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));
/** n / d rounded up, for non-negative integers. */
const ceilDiv = (n: number, d: number) => Math.floor((n + d - 1) / d);

/** system.credit_exchange as a positive integer (credits per ¥1). */
export const exchangeRate = creditExchangeRate;

/**
 * Recharge: `quantity` credits at the best tier discount the quantity reaches (a tier's own amount gives that
 * tier's discount); amount_fen = round(quantity × 100 / credit_exchange × discount).
 */
export function rechargeFigures(quantity: number, creditExchange: number, tiers: DiscountTier[]): OrderFigures {
  const discountBp = Math.round(customDiscount(quantity, tiers) * NO_DISCOUNT_BP);
  const amountFen = roundDiv(quantity * discountBp, exchangeRate(creditExchange) * 100);
  return { quantity, price: 1, amount: quantity, amountFen, discountBp };
}

/** VIP: the plan's price in fen; in credits (for credit payment) ceil(price_fen × credit_exchange / 100). */
export function vipFigures(priceFen: number, creditExchange: number): OrderFigures {
  const amount = vipPriceInCredits(priceFen, creditExchange);
  return { quantity: 1, price: amount, amount, amountFen: priceFen, discountBp: NO_DISCOUNT_BP };
}

/**
 * Document: its price in credits with the buyer's VIP document discount (×10, 85 = 8.5折) rounded up; in money
 * ceil(amount × 100 / credit_exchange) fen.
 */
export function documentFigures(price: number, vipDiscount: number, creditExchange: number): OrderFigures {
  const amount = ceilDiv(price * vipDiscount, 100);
  const amountFen = ceilDiv(amount * 100, exchangeRate(creditExchange));
  return { quantity: 1, price, amount, amountFen, discountBp: vipDiscount * 100 };
}
