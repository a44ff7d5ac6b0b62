import type { Generated } from "kysely";

/** One text message sent, or tried (api-contract Sms); the send limits count these rows. */
export interface SmsTable {
  id: Generated<number>;
  mobile: string;
  /** SmsType of the contract: 0 register, 1 login, 2 find password. */
  type: number;
  /** SmsStatus of the contract: 0 sending, 1 sent, 2 failed. */
  status: Generated<number>;
  /** The provider's name (smsAliyun…); empty when nothing was sent. */
  provider: Generated<string>;
  /** Why the send failed, in words an administrator reads. */
  error: Generated<string>;
  /** The provider's answer, as it came (cut to a few kilobytes). */
  response: Generated<string>;
  ip: Generated<string>;
  /** The signed-in member who asked, or 0. */
  user_id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The code of one number and purpose; the code itself is never stored. */
export interface SmsCodeTable {
  id: Generated<number>;
  mobile: string;
  type: number;
  /** HMAC-SHA256 of the code, bound to its number and purpose (sms-code.ts). */
  code_hash: string;
  /** Verification attempts so far; none are accepted after SMS_CODE_MAX_ATTEMPTS wrong ones. */
  attempts: Generated<number>;
  /** ISO time the code was sent. */
  sent_at: string;
  /** ISO time the code stops working. */
  expires_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    sms: SmsTable;
    sms_code: SmsCodeTable;
  }
}
