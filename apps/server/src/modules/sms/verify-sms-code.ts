import { smsMessages, type SmsTypeValue } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest } from "../../http/errors.js";
import { SMS_CODE_MAX_ATTEMPTS, hashSmsCode, sameSmsCodeHash } from "./sms-code.js";

/** A code that matched; spend it just before doing what it was for. */
export interface VerifiedSmsCode {
  /** Deletes the code; 400 when a request at the same time spent it first. */
  consume(): Promise<void>;
}

/**
 * Checks the code sent to `mobile` for `type`; 400 短信验证码错误或已过期 when it is missing, wrong, expired or has had
 * SMS_CODE_MAX_ATTEMPTS wrong answers. Each try takes an attempt before comparing, so parallel guesses cannot exceed
 * the limit; a right answer gives its attempt back. A consumed code is gone: it works once.
 */
export async function verifySmsCode(ctx: AppContext, mobile: string, type: SmsTypeValue, code: string): Promise<VerifiedSmsCode> {
  const db = ctx.db.kysely;
  const wrong = badRequest(smsMessages.codeWrong);
  if (!/^\d{6}$/.test(code)) throw wrong;
  const claimed = await db
    .updateTable("sms_code")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("mobile", "=", mobile)
    .where("type", "=", type)
    .where("attempts", "<", SMS_CODE_MAX_ATTEMPTS)
    .where("expires_at", ">", nowIso())
    .returning(["id", "code_hash"])
    .executeTakeFirst();
  if (!claimed || !sameSmsCodeHash(claimed.code_hash, hashSmsCode(ctx, mobile, type, code))) throw wrong;
  await db.updateTable("sms_code").set((eb) => ({ attempts: eb("attempts", "-", 1) })).where("id", "=", claimed.id).execute();
  return {
    async consume() {
      const spent = await db.deleteFrom("sms_code").where("id", "=", claimed.id).where("code_hash", "=", claimed.code_hash).returning("id").executeTakeFirst();
      if (!spent) throw wrong;
    },
  };
}
