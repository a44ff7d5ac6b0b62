import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/columns.js";
import { AppError } from "../../http/errors.js";

export interface CreditChange {
  userId: number;
  delta: number;
  /** What moved the credits: register, sign_in, upload_document, download, download_income, delete_document, admin… */
  reason: string;
  refType?: string;
  refId?: number;
  remark?: string;
  /** Message when the balance would drop below zero. */
  insufficientMessage?: string;
}

/**
 * Moves a user's credits and writes the ledger row in the caller's transaction. The balance update is
 * conditional, so two concurrent debits can never take the balance below zero.
 */
export async function changeCredits(trx: Transaction<Database> | Kysely<Database>, change: CreditChange): Promise<number> {
  if (!Number.isInteger(change.delta)) throw new AppError(400, "积分必须是整数");
  const updated = await trx
    .updateTable("user")
    .set((eb) => ({ credit_count: eb("credit_count", "+", change.delta) }))
    .where("id", "=", change.userId)
    .where((eb) => eb(eb("credit_count", "+", change.delta), ">=", 0))
    .returning("credit_count")
    .executeTakeFirst();
  if (!updated) throw new AppError(403, change.insufficientMessage ?? "积分不足");
  await trx
    .insertInto("credit_ledger")
    .values({
      user_id: change.userId,
      delta: change.delta,
      balance_after: Number(updated.credit_count),
      reason: change.reason,
      ref_type: change.refType ?? "",
      ref_id: change.refId ?? 0,
      remark: change.remark ?? "",
      created_at: nowIso(),
    })
    .execute();
  return Number(updated.credit_count);
}
