import { z } from "zod";
import { listReply, pageQuery } from "../query.js";

/**
 * Why credits moved (credit_ledger.reason). The web names them in its locale; an unknown reason is shown as is.
 */
export const creditReasons = [
  "register", "sign_in", "upload_document", "document_collected", "document_commented", "delete_document",
  "download", "download_income", "admin", "ai_quota",
  "recharge", "system_recharge", "buy_vip", "buy_document", "refund", "recharge_refund", "rewarded_ad",
] as const;
export type CreditReason = (typeof creditReasons)[number];

/** One row of the member's credit history: the change, the balance after it, and what caused it. */
export const creditLogSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  remark: z.string(),
  /** What the change refers to: "order", "document", "sign"…; ref_id is that item's id. */
  ref_type: z.string(),
  ref_id: z.number().int(),
  created_at: z.string(),
});
export type CreditLog = z.infer<typeof creditLogSchema>;

/** GET /api/v1/user/credit/log (own, newest first). */
export const creditLogQuerySchema = z.object({ ...pageQuery });
export const creditLogReplySchema = listReply("credit_log", creditLogSchema);
