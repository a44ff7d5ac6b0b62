import crypto from "node:crypto";
import type { AppContext } from "../../context.js";

/** Signed page URLs live this long: enough to read a document, short enough that a shared link soon dies. */
export const signedUrlTtlSeconds = 30 * 60;

const mac = (ctx: AppContext, resource: string, expires: number) =>
  crypto.createHmac("sha256", ctx.secrets.page).update(`${resource}\n${expires}`).digest("base64url");

/** Query parameters granting access to one resource ("page/<hash>/<n>", "cover/<hash>") until `expires`. */
export function signResource(ctx: AppContext, resource: string, ttlSeconds = signedUrlTtlSeconds, now = Date.now()): { e: number; s: string } {
  const e = Math.floor(now / 1000) + ttlSeconds;
  return { e, s: mac(ctx, resource, e) };
}

/** Seconds the signature stays valid, or 0 when it is missing, forged or expired. */
export function verifySignature(ctx: AppContext, resource: string, e: unknown, s: unknown, now = Date.now()): number {
  if (typeof e !== "string" || typeof s !== "string" || !/^\d{1,12}$/.test(e)) return 0;
  const expires = Number(e);
  const left = expires - Math.floor(now / 1000);
  if (left <= 0) return 0;
  const expected = Buffer.from(mac(ctx, resource, expires));
  const given = Buffer.from(s);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? left : 0;
}

export const pageResource = (hash: string, page: number) => `page/${hash}/${page}`;
export const coverResource = (hash: string) => `cover/${hash}`;
