import type { AppContext } from "../../context.js";
import { countInRedis, LocalWindows } from "../../shared-state/fixed-window.js";

/** Failed verifications one client address may cause per minute before its further bad ones are answered 429. */
export const FAILURES_PER_ADDRESS_PER_MINUTE = 20;
/** Refusal rows stored per provider and outcome per hour; the others are only counted and logged. */
export const STORED_REFUSALS_PER_HOUR = 10;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Counts per process when Redis is not set. Separate windows per purpose, so that failures from many addresses
 * (which push the oldest keys out) cannot make the few storage budgets of each provider forget their counts.
 */
interface LocalCounts {
  failures: LocalWindows;
  stored: LocalWindows;
}
const localCounts = new WeakMap<AppContext, LocalCounts>();

function localOf(ctx: AppContext): LocalCounts {
  let counts = localCounts.get(ctx);
  if (!counts) localCounts.set(ctx, (counts = { failures: new LocalWindows(), stored: new LocalWindows() }));
  return counts;
}

/** Counts a call in a fixed window: in Redis, shared by every process, while it answers; else in this process. */
async function countCall(ctx: AppContext, local: LocalWindows, key: string, windowMs: number): Promise<number> {
  const shared = ctx.shared && (await countInRedis(ctx.shared.redis, `wenku:pay-callback:${key}`, windowMs));
  return (shared ?? local.count(key, windowMs)).current;
}

/** Counts a failed verification from `address`; true once the address is past its limit for this minute. */
export async function failureLimitReached(ctx: AppContext, address: string): Promise<boolean> {
  const failures = await countCall(ctx, localOf(ctx).failures, `failures:${address}`, MINUTE_MS);
  return failures > FAILURES_PER_ADDRESS_PER_MINUTE;
}

/** Claims one of the hour's stored rows for a provider's refusals of one kind; false once they are used up. */
export async function claimStoredRefusal(ctx: AppContext, provider: string, outcome: string): Promise<boolean> {
  const stored = await countCall(ctx, localOf(ctx).stored, `stored:${provider}:${outcome}`, HOUR_MS);
  return stored <= STORED_REFUSALS_PER_HOUR;
}
