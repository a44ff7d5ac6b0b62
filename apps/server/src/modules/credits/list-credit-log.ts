import type { CreditLog } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { countRows, pageWindow } from "../../db/list-query.js";

/** GET /api/v1/user/credit/log: the caller's credit ledger, newest first. */
export async function listCreditLog(ctx: AppContext, userId: number, page: number, size: number): Promise<{ total: number; credit_log: CreditLog[] }> {
  const base = ctx.db.kysely.selectFrom("credit_ledger").where("user_id", "=", userId);
  const { limit, offset } = pageWindow(page, size, { min: 1, max: 100 });
  const rows = await base.selectAll().orderBy("id", "desc").limit(limit).offset(offset).execute();
  const total = await countRows(base);
  return {
    total,
    credit_log: rows.map((r) => ({
      id: Number(r.id), delta: Number(r.delta), balance_after: Number(r.balance_after), reason: r.reason, remark: r.remark,
      ref_type: r.ref_type, ref_id: Number(r.ref_id), created_at: r.created_at,
    })),
  };
}
