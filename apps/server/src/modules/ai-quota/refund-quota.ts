import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/columns.js";
import type { QuotaReservation } from "./reserve-quota.js";
import "./tables.js";

/** Gives back the message a run took when it produced nothing (the provider failed before answering). */
export async function refundQuota(db: Kysely<Database>, userId: number, reservation: QuotaReservation): Promise<void> {
  const at = nowIso();
  if (reservation.source === "daily") {
    await db
      .updateTable("ai_usage")
      .set((eb) => ({ messages: eb("messages", "-", 1), updated_at: at }))
      .where("user_id", "=", userId)
      .where("day", "=", reservation.day)
      .where("messages", ">", 0)
      .execute();
    return;
  }
  await db.updateTable("ai_extra_quota").set((eb) => ({ messages: eb("messages", "+", 1), updated_at: at })).where("user_id", "=", userId).execute();
}
