import type { Executor } from "../../db/schema.js";

/**
 * The end of the VIP time the user bought (null when none), read by touching the user row: on PostgreSQL that locks
 * it until the caller's transaction ends, so two VIP grants at once follow each other. Undefined: no such user.
 */
export async function lockVipExpiry(trx: Executor, userId: number): Promise<{ vip_expired_at: string | null } | undefined> {
  return trx
    .updateTable("user")
    .set((eb) => ({ vip_expired_at: eb.ref("vip_expired_at") }))
    .where("id", "=", userId)
    .returning("vip_expired_at")
    .executeTakeFirst();
}

/** Moves the end of the user's bought VIP time (an ISO-8601 instant). */
export async function setVipExpiry(trx: Executor, userId: number, expiredAt: string): Promise<void> {
  await trx.updateTable("user").set({ vip_expired_at: expiredAt }).where("id", "=", userId).execute();
}
