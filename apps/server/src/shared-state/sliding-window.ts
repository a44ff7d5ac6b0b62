import crypto from "node:crypto";
import type { RedisLink } from "./redis-link.js";

/**
 * One sorted set per key, the times of its calls as scores: calls older than the window are dropped, and the call
 * is added only while fewer than `allowed` remain. One script, so concurrent calls from every process count exactly.
 */
const claimScript = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return 1`;

/**
 * Claims a call of `key` in a sliding window shared by every process: true when allowed (and counted), false when
 * `allowed` calls were made in the last `windowMs`. Undefined when Redis cannot be asked now: the caller counts in
 * this process.
 */
export async function claimSlidingWindow(link: RedisLink, key: string, allowed: number, windowMs: number, now: number): Promise<boolean | undefined> {
  if (!link.up()) return undefined;
  try {
    const claimed = await link.client.eval(claimScript, 1, key, now, windowMs, allowed, `${now}:${crypto.randomUUID()}`);
    link.answered();
    return claimed === 1;
  } catch (error) {
    link.failed(error);
    return undefined;
  }
}
