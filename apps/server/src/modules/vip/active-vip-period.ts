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

/** Spends one of the period's free downloads by a conditional update (never more than `download`); false when none is left. */
export async function useVipDownload(trx: Transaction<Database>, periodId: number, now: Date): Promise<boolean> {
  const taken = await trx
    .updateTable("user_vip")
    .set((eb) => ({ download_used: eb("download_used", "+", 1), updated_at: now.toISOString() }))
    .where("id", "=", periodId)
    .whereRef("download_used", "<", "download")
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
