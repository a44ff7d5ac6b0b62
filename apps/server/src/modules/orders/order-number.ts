import crypto from "node:crypto";

/**
 * A new order number: the UTC time to the second and 12 random digits (26 characters, within every gateway's
 * limit of 32), so numbers sort by time and cannot be guessed from one another.
 */
export function newOrderNo(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, "").slice(0, 14);
  const random = String(crypto.randomInt(0, 1_000_000_000_000)).padStart(12, "0");
  return `${stamp}${random}`;
}
