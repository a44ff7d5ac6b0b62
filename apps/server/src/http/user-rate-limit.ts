import { messages } from "@wenku/contract";
import type { AppContext } from "../context.js";
import { claimSlidingWindow } from "../shared-state/sliding-window.js";
import { tooManyRequests } from "./errors.js";

/** How often one signed-in user may call a route: a number per minute, or the setting that holds it. */
export interface UserRateLimit {
  /** Routes sharing a bucket share the count (e.g. creating and editing articles). */
  bucket: string;
  perMinute: number | { category: string; name: string };
}

const WINDOW_MS = 60_000;

/** Calls per bucket and user in the last minute, for one server (a context): the times of each. */
const recentCalls = new WeakMap<AppContext, Map<string, number[]>>();

async function allowedPerMinute(ctx: AppContext, limit: UserRateLimit): Promise<number> {
  if (typeof limit.perMinute === "number") return limit.perMinute;
  return Math.max(1, Math.floor(await ctx.settings.number(limit.perMinute.category, limit.perMinute.name)));
}

/**
 * Counts a call of `userId` against the route's per-user limit (a sliding minute) and refuses one over it with 429
 * 请求过于频繁，请稍后再试. With Redis (WENKU_REDIS_URL) every process counts together; without it, or while Redis
 * is down, each process counts its own calls.
 */
export async function claimUserRate(ctx: AppContext, limit: UserRateLimit, userId: number, now = Date.now()): Promise<void> {
  const allowed = await allowedPerMinute(ctx, limit);
  const key = `${limit.bucket}:${userId}`;
  const shared = ctx.shared && (await claimSlidingWindow(ctx.shared.redis, `wenku:user-rate:${key}`, allowed, WINDOW_MS, now));
  if (!(shared ?? claimInProcess(ctx, key, allowed, now))) throw tooManyRequests(messages.tooManyRequests);
}

function claimInProcess(ctx: AppContext, key: string, allowed: number, now: number): boolean {
  let calls = recentCalls.get(ctx);
  if (!calls) recentCalls.set(ctx, (calls = new Map<string, number[]>()));
  const times = (calls.get(key) ?? []).filter((time) => time > now - WINDOW_MS);
  const claimed = times.length < allowed;
  if (claimed) times.push(now);
  calls.set(key, times);
  if (calls.size > 10_000) forgetQuietUsers(calls, now);
  return claimed;
}

function forgetQuietUsers(calls: Map<string, number[]>, now: number) {
  for (const [key, times] of calls) if (times.every((time) => time <= now - WINDOW_MS)) calls.delete(key);
}
