import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

/** The VIP period of a user that runs at `now` (periods of one user follow each other without overlapping). */
export async function findActiveVipPeriod(db: Kysely<Database> | Transaction<Database>, userId: number, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom("user_vip")
    .selectAll()
    .where("user_id", "=", userId)
    .where("joined_at", "<=", at)
    .where("expired_at", ">", at)
    .orderBy("joined_at", "desc")
    .limit(1)
    .executeTakeFirst();
}
