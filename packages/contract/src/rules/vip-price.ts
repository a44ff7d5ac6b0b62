/** system.credit_exchange as a positive integer (credits per ¥1). */
export const creditExchangeRate = (value: number) => (Number.isFinite(value) && value >= 1 ? Math.round(value) : 1);

/** A VIP plan's price in credits, for payment with credits: ceil(price_fen × credit_exchange / 100). */
export const vipPriceInCredits = (priceFen: number, creditExchange: number) =>
  Math.floor((priceFen * creditExchangeRate(creditExchange) + 99) / 100);
