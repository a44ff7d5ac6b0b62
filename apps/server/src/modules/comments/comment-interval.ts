import { commentMessages } from "@wenku/contract";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../http/errors.js";

/**
 * Claims the user's next comment under `security.comment_interval` seconds, in the transaction that stores the
 * comment: one conditional upsert on the user's `comment_throttle` row succeeds only when the last comment is at
 * least the interval old. A simultaneous second post waits on that row (PostgreSQL) or on the write lock (SQLite)
 * and then finds the new time, so it is refused; a refused or failed post rolls back and leaves the time as it was.
 */
export async function claimCommentSlot(trx: Transaction<Database>, userId: number, intervalSeconds: number, now = new Date()): Promise<void> {
  const at = now.toISOString();
  if (intervalSeconds <= 0) {
    await trx
      .insertInto("comment_throttle")
      .values({ user_id: userId, last_at: at })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ last_at: at }))
      .execute();
    return;
  }
  const threshold = new Date(now.getTime() - intervalSeconds * 1000).toISOString();
  const claimed = await trx
    .insertInto("comment_throttle")
    .values({ user_id: userId, last_at: at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ last_at: at }).where("comment_throttle.last_at", "<=", threshold))
    .returning("user_id")
    .executeTakeFirst();
  if (claimed) return;
  const last = await trx.selectFrom("comment_throttle").select("last_at").where("user_id", "=", userId).executeTakeFirst();
  const waitMs = last ? Date.parse(last.last_at) + intervalSeconds * 1000 - now.getTime() : intervalSeconds * 1000;
  throw new AppError(429, commentMessages.tooFrequent(Math.max(1, Math.ceil(waitMs / 1000))));
}
