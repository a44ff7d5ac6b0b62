/** Fen as the yuan amount gateways take ("12.34"), computed on integers. */
export function fenToYuan(fen: number): string {
  const whole = Math.floor(fen / 100);
  return `${whole}.${String(fen % 100).padStart(2, "0")}`;
}

/** A yuan amount a gateway sent ("12.34", "12.3", "12") in fen, or undefined when it is not one. */
export function yuanToFen(yuan: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
