import crypto from "node:crypto";
import type { AppContext } from "../../context.js";

/** The shortest time between two codes to the same number (spec: the client allows a resend after 60 s). */
export const SMS_RESEND_MS = 60_000;
/** Wrong answers a code survives; after that only a new code helps. */
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** A random six-digit code, leading zeros kept. */
export function generateSmsCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
}

/** The stored form of a code: an HMAC bound to its number and purpose, keyed from the server's email secret. */
export function hashSmsCode(ctx: AppContext, mobile: string, type: number, code: string): string {
  return crypto.createHmac("sha256", ctx.secrets.email).update(`sms\n${type}\n${mobile}\n${code}`).digest("hex");
}

/** Compares two hashes in constant time. */
export function sameSmsCodeHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
