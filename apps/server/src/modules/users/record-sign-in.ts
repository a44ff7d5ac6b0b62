import type { Executor } from "../../db/schema.js";
import { nowIso } from "../../db/columns.js";

/** Notes a sign-in on the user row (time and address) and returns the row. */
export function recordSignIn(db: Executor, userId: number, ip: string) {
  return db.updateTable("user").set({ login_at: nowIso(), last_login_ip: ip }).where("id", "=", userId).returningAll().executeTakeFirstOrThrow();
}
