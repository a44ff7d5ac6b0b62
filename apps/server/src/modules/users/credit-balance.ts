import type { Executor } from "../../db/schema.js";

/**
 * Adds `delta` to the user's credit balance in one conditional update, so two concurrent debits can never take it
 * below zero. The new balance, or undefined when refused. Only the credit ledger (modules/credits) calls this.
 */
export async function moveCreditBalance(db: Executor, userId: number, delta: number): Promise<number | undefined> {
  const updated = await db
    .updateTable("user")
    .set((eb) => ({ credit_count: eb("credit_count", "+", delta) }))
    .where("id", "=", userId)
    .where((eb) => eb(eb("credit_count", "+", delta), ">=", 0))
    .returning("credit_count")
    .executeTakeFirst();
  return updated ? Number(updated.credit_count) : undefined;
}
