import type { RedisLink } from "./redis-link.js";

export interface WindowCount {
  /** Calls in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Keys counted in this process at most, the oldest window forgotten first (as @fastify/rate-limit's own store). */
const LOCAL_KEYS = 5_000;

/** Fixed windows counted in this process: what a route's limit falls back to while Redis is down. */
export class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  count(key: string, windowMs: number, now = Date.now()): WindowCount {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > LOCAL_KEYS) this.windows.delete(this.windows.keys().next().value!);
    }
    window.count++;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

/**
 * Counts a call in the fixed window of `key` in Redis, atomically (one MULTI: the first call of a window starts its
 * expiry). Undefined when Redis cannot be asked now: the caller counts in this process.
 */
export async function countInRedis(link: RedisLink, key: string, windowMs: number): Promise<WindowCount | undefined> {
  if (!link.up()) return undefined;
  try {
    const replies = await link.client.multi().incr(key).pexpire(key, windowMs, "NX").pttl(key).exec();
    if (!replies || replies.some(([error]) => error)) throw replies?.find(([error]) => error)?.[0] ?? new Error("transaction aborted");
    link.answered();
    const ttl = Number(replies[2][1]);
    return { current: Number(replies[0][1]), ttl: ttl > 0 ? ttl : windowMs };
  } catch (error) {
    link.failed(error);
    return undefined;
  }
}
