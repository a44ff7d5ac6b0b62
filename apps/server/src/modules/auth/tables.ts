import type { Generated } from "kysely";

/** A code mailed to prove an email address; one row per email and EmailCodeType. */
export interface EmailCodeTable {
  id: Generated<number>;
  /** Lower-case, as the contract's emailSchema normalises it. */
  email: string;
  /** EmailCodeType of the contract (0 = registration). */
  type: number;
  /** HMAC-SHA256 of the code, keyed with the email secret; the code itself is never stored. */
  code_hash: string;
  /** Verification attempts so far; none are accepted after EMAIL_CODE_MAX_ATTEMPTS wrong ones. */
  attempts: Generated<number>;
  /** ISO time the code was mailed; another may be sent EMAIL_CODE_RESEND_MS later. */
  sent_at: string;
  /** ISO time the code stops working. */
  expires_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    email_code: EmailCodeTable;
  }
}
