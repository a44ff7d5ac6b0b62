/** Length of a VIP period in days (spec §4: 0 year, 1 quarter, 2 month), fixed rather than calendar months. */
export const vipPeriodDays: Record<number, number> = { 0: 365, 1: 90, 2: 30 };

export const dayMs = 86_400_000;

export function vipPeriodEnd(start: Date, period: number): Date {
  const days = vipPeriodDays[period];
  if (days === undefined) throw new Error(`unknown VIP period ${period}`);
  return new Date(start.getTime() + days * dayMs);
}
