import { userMessages } from "@wenku/contract";
import { sql, type RawBuilder } from "kysely";
import type { AppContext } from "../../context.js";
import { usernameSkeleton } from "../users/username-skeleton.js";

/** Attempts a counter (an account, or one device cookie) may fail before it is held back. */
export const LOGIN_FREE_FAILURES = 5;
/** The first hold, after the LOGIN_FREE_FAILURES-th failure; each further failure doubles it up to the cap. */
export const LOGIN_FIRST_LOCK_MS = 60_000;
export const LOGIN_MAX_LOCK_MS = 30 * 60_000;
/** Failures are forgotten once a counter has had none (and no hold) for this long. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/** How long the `attempt`-th failure in a row holds the account back (0 before LOGIN_FREE_FAILURES). */
export function lockAfterFailure(attempt: number): number {
  if (attempt < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_FIRST_LOCK_MS * 2 ** (attempt - LOGIN_FREE_FAILURES), LOGIN_MAX_LOCK_MS);
}

/** The throttle's key: the skeleton of the name typed, so that look-alike spellings of one account count together. */
export const throttleAccount = (username: string) => usernameSkeleton(username);

const iso = (ms: number) => new Date(ms).toISOString();

/** `locked_until` after the `attempt`-th failure at `now`: empty when it earns no hold. */
const lockedUntilText = (attempt: number, now: number) => (lockAfterFailure(attempt) ? iso(now + lockAfterFailure(attempt)) : "");

/** The same for an attempt number the database computes, as a CASE over the few distinct holds. */
function lockedUntilFor(attempt: RawBuilder<number>, now: number): RawBuilder<string> {
  const branches: RawBuilder<unknown>[] = [];
  for (let n = LOGIN_FREE_FAILURES; ; n++) {
    const capped = lockAfterFailure(n) >= LOGIN_MAX_LOCK_MS;
    branches.unshift(sql`when ${attempt} ${sql.raw(capped ? ">=" : "=")} ${n} then ${lockedUntilText(n, now)}`);
    if (capped) break;
  }
  return sql<string>`case ${sql.join(branches, sql` `)} else '' end`;
}

const lastPurge = new WeakMap<AppContext, number>();

/** Rows whose failures are forgotten are removed about once a minute. */
async function purgeForgotten(ctx: AppContext, staleBefore: string) {
  const now = Date.now();
  if (now - (lastPurge.get(ctx) ?? 0) < 60_000) return;
  lastPurge.set(ctx, now);
  await ctx.db.kysely.deleteFrom("login_throttle").where("failed_at", "<", staleBefore).where("locked_until", "<", staleBefore).execute();
}

/** What a counter says before an attempt: its failures still remembered, and how long it is still held back (0: not). */
export interface ThrottleState {
  failures: number;
  heldForMs: number;
}

/** The counter of `key` as it stands now (nothing when its failures are forgotten). */
export async function readThrottle(ctx: AppContext, key: string): Promise<ThrottleState> {
  const now = Date.now();
  const staleBefore = iso(now - LOGIN_FAILURE_WINDOW_MS);
  const row = await ctx.db.kysely.selectFrom("login_throttle").select(["failures", "failed_at", "locked_until"]).where("account", "=", key).executeTakeFirst();
  if (!row || (row.failed_at < staleBefore && row.locked_until < staleBefore)) return { failures: 0, heldForMs: 0 };
  return { failures: Number(row.failures), heldForMs: row.locked_until ? Math.max(0, Date.parse(row.locked_until) - now) : 0 };
}

export type CountedAttempt = { counted: true; failures: number } | { counted: false; heldForMs: number };

/**
 * Counts a sign-in attempt against the counter `key` (an account, or a device cookie) before the password is
 * checked, unless that counter is held back. The check and the count are one statement (an upsert that only updates
 * a counter not held back), so simultaneous attempts each get their own number and none passes a hold an earlier
 * one set. The attempt is taken for a failure and sets the hold that failure earns; `clearThrottle` undoes it when
 * the password is right.
 */
export async function countAttempt(ctx: AppContext, key: string): Promise<CountedAttempt> {
  const now = Date.now();
  const nowText = iso(now);
  const staleBefore = iso(now - LOGIN_FAILURE_WINDOW_MS);
  await purgeForgotten(ctx, staleBefore);
  const attempt = sql<number>`case when login_throttle.failed_at < ${staleBefore} and login_throttle.locked_until < ${staleBefore} then 1 else login_throttle.failures + 1 end`;
  const counted = await ctx.db.kysely
    .insertInto("login_throttle")
    .values({ account: key, failures: 1, failed_at: nowText, locked_until: lockedUntilText(1, now) })
    .onConflict((oc) =>
      oc
        .column("account")
        .doUpdateSet({ failures: attempt, failed_at: nowText, locked_until: lockedUntilFor(attempt, now) })
        .where("login_throttle.locked_until", "<=", nowText),
    )
    .returning("failures")
    .executeTakeFirst();
  if (counted) return { counted: true, failures: Number(counted.failures) };
  return { counted: false, heldForMs: (await readThrottle(ctx, key)).heldForMs };
}

/** The refusal of an attempt while its counter is held back: "登录失败次数过多，请N分钟后再试", N rounded up. */
export const heldBackMessage = (heldForMs: number) => userMessages.loginLocked(Math.max(1, Math.ceil(heldForMs / 60_000)));

/** The password was right: the counter starts again with no failures. */
export async function clearThrottle(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.kysely.deleteFrom("login_throttle").where("account", "=", key).execute();
}
