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

/** Failed sign-ins of one account, or of one device cookie (login-throttle.ts); removed when the password is right. */
export interface LoginThrottleTable {
  /** The skeleton of the username typed (unknown names are counted the same), or `device:<nonce>` of a device cookie. */
  account: string;
  /** Attempts that did not prove the password since the count last started. */
  failures: Generated<number>;
  /** ISO time of the latest attempt counted. */
  failed_at: string;
  /** ISO time until which attempts are refused (a held-back device cookie counts as none); empty when not held back. */
  locked_until: Generated<string>;
}

declare module "../../db/schema.js" {
  interface Database {
    email_code: EmailCodeTable;
    login_throttle: LoginThrottleTable;
  }
}
