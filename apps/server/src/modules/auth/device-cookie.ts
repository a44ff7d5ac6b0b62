import crypto from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";

/**
 * The device cookie of OWASP's "Slow Down Online Guessing Attacks with Device Cookies": handed to a browser that
 * signed in with the right password, it names the account and a random nonce, signed with the `device` secret.
 * It is sent only to the login route, never to scripts.
 */
const COOKIE = "wenku_device";
const COOKIE_PATH = "/api/v1/user/login";
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const valueShape = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface DeviceCookie {
  userId: number;
  nonce: string;
}

const signature = (ctx: AppContext, userId: number, nonce: string) =>
  crypto.createHmac("sha256", ctx.secrets.device).update(`device.${userId}.${nonce}`).digest("base64url");

/** The cookie's value for `userId` and `nonce`: `<user id>.<nonce>.<signature>`. */
export const deviceCookieValue = (ctx: AppContext, userId: number, nonce: string) => `${userId}.${nonce}.${signature(ctx, userId, nonce)}`;

/** The device cookie the request carries, when it is well formed and its signature is ours; undefined otherwise. */
export function readDeviceCookie(ctx: AppContext, request: FastifyRequest): DeviceCookie | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== COOKIE) continue;
    const match = valueShape.exec(rest.join("="));
    if (!match) continue;
    const userId = Number(match[1]);
    const given = Buffer.from(match[3]);
    const expected = Buffer.from(signature(ctx, userId, match[2]));
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) return { userId, nonce: match[2] };
  }
  return undefined;
}

/** Hands the browser a fresh device cookie for `userId` (a new nonce each sign-in), kept for a year. */
export function setDeviceCookie(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: number): void {
  const value = deviceCookieValue(ctx, userId, crypto.randomBytes(16).toString("base64url"));
  const secure = request.protocol === "https" ? "; Secure" : "";
  reply.header("set-cookie", `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`);
}

/** The login throttle's key for a device cookie's own counter; usernames are counted under their skeleton instead. */
export const deviceThrottleKey = (device: DeviceCookie) => `device:${device.nonce}`;
