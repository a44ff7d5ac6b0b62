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

/**
 * GET /api/v1/user/credit/ways: how the caller can get credits on this site now, read from the settings, so that a
 * member short of credits is told each way that is switched on and what it gives.
 */
export const creditWaysReplySchema = z.object({
  credit_name: z.string(),
  credit_count: z.number().int(),
  /** Daily sign-in gives `award` (vip.sign_in for a VIP, else score.sign_in); off when the award is 0. */
  sign_in: z.object({ enabled: z.boolean(), award: z.number().int(), signed_today: z.boolean() }),
  /** Each uploaded document gives `award` (score.upload_document), at most `daily_limit` documents a day. */
  upload: z.object({ enabled: z.boolean(), award: z.number().int(), daily_limit: z.number().int() }),
  /** Credits can be bought: recharge is on and a payment gateway can take the money. */
  recharge: z.object({ enabled: z.boolean() }),
  /** A download code pays a document order (documents priced at most `max_price`; 0 = any). */
  download_code: z.object({ enabled: z.boolean(), max_price: z.number().int() }),
  /** A VIP plan can be bought now. */
  vip: z.object({ enabled: z.boolean() }),
});
export type CreditWays = z.infer<typeof creditWaysReplySchema>;
