import crypto from "node:crypto";
import type { AppContext } from "../../context.js";

/** How long a mailed code works. */
export const EMAIL_CODE_TTL_MS = 30 * 60_000;
/** The shortest time between two codes for the same email and purpose. */
export const EMAIL_CODE_RESEND_MS = 60_000;
/** Wrong answers a code survives; after that only a new code helps. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

/** A random six-digit code, leading zeros kept. */
export function generateEmailCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
}

/** The stored form of a code: keyed with the email secret and bound to its email and purpose. */
export function hashEmailCode(ctx: AppContext, email: string, type: number, code: string): string {
  return crypto.createHmac("sha256", ctx.secrets.email).update(`${type}\n${email}\n${code}`).digest("hex");
}

/** Compares two hashes in constant time. */
export function sameEmailCodeHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
