import type { Executor } from "../../db/schema.js";
import { nowIso } from "../../db/columns.js";
import { AppError } from "../../http/errors.js";
import { moveCreditBalance } from "../users/credit-balance.js";

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
export async function changeCredits(trx: Executor, change: CreditChange): Promise<number> {
  if (!Number.isInteger(change.delta)) throw new AppError(400, "积分必须是整数");
  const balance = await moveCreditBalance(trx, change.userId, change.delta);
  if (balance === undefined) throw new AppError(403, change.insufficientMessage ?? "积分不足");
  await trx
    .insertInto("credit_ledger")
    .values({
      user_id: change.userId,
      delta: change.delta,
      balance_after: balance,
      reason: change.reason,
      ref_type: change.refType ?? "",
      ref_id: change.refId ?? 0,
      remark: change.remark ?? "",
      created_at: nowIso(),
    })
    .execute();
  return balance;
}
