export interface DiscountTier {
  amount: number;
  discount: number;
}

/** One tier a line as `amount:discount`; any line that fails to parse empties the whole list. */
export function parseDiscountTiers(text: string | undefined | null): DiscountTier[] {
  if (!text) return [];
  const tiers: DiscountTier[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const match = /^(\d+(?:\.\d+)?)\s*[:：]\s*(\d+(?:\.\d+)?)$/.exec(line);
    if (!match) return [];
    const amount = Number(match[1]);
    const discount = Number(match[2]);
    if (!(amount > 0) || !(discount > 0) || discount > 1) return [];
    tiers.push({ amount, discount });
  }
  return tiers.sort((a, b) => a.amount - b.amount);
}

/** The lowest discount among tiers whose threshold the amount reaches; 1 when none is reached. */
export function customDiscount(amount: number, tiers: DiscountTier[]): number {
  let best = 1;
  for (const tier of tiers) if (amount >= tier.amount && tier.discount < best) best = tier.discount;
  return best;
}

/** Price shown in yuan: credits divided by the exchange rate, 2 decimals. */
export function priceDisplay(points: number, creditExchange: number): string {
  const rate = creditExchange > 0 ? creditExchange : 1;
  return (points / rate).toFixed(2);
}

/** Discount badge in tenths, e.g. 0.85 → "8.5折"; 1 → "无折扣". */
export function discountBadge(discount: number): string {
  if (!(discount > 0) || discount >= 1) return "无折扣";
  const tenths = Math.round(discount * 100) / 10;
  return `${Number.isInteger(tenths) ? tenths.toFixed(0) : String(tenths)}折`;
}
