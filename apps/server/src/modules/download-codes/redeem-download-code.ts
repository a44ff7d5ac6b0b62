import { DownloadCodeStatus } from "@wenku/contract";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { normalizeDownloadCode } from "./code-alphabet.js";

/**
 * Spends a download code for a document order (payment method 9) in the caller's transaction: one conditional
 * update from unused to used, so of many concurrent redemptions exactly one wins. False when the code is unknown,
 * used or revoked.
 */
export async function redeemDownloadCode(
  trx: Transaction<Database>,
  use: { code: string; userId: number; documentId: number; orderNo: string },
): Promise<boolean> {
  const code = normalizeDownloadCode(use.code);
  if (!code) return false;
  const now = new Date().toISOString();
  const result = await trx
    .updateTable("download_code")
    .set({ status: DownloadCodeStatus.used, used_by: use.userId, document_id: use.documentId, order_no: use.orderNo, used_at: now, updated_at: now })
    .where("code", "=", code)
    .where("status", "=", DownloadCodeStatus.unused)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
