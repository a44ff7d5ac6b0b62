import { userMessages, type EmailCodeTypeValue } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest } from "../../http/errors.js";
import { EMAIL_CODE_MAX_ATTEMPTS, hashEmailCode, sameEmailCodeHash } from "./email-code.js";

/** A code that matched; spend it once what it was for has been done. */
export interface VerifiedEmailCode {
  consume(): Promise<void>;
}

/**
 * Checks the code mailed to `email` for `type`; 400 邮箱验证码错误或已过期 when it is missing, wrong, expired or has
 * had EMAIL_CODE_MAX_ATTEMPTS wrong answers. Each try takes an attempt before comparing, so parallel guesses cannot
 * exceed the limit; a right answer gives its attempt back, so only wrong answers count.
 */
export async function verifyEmailCode(ctx: AppContext, email: string, type: EmailCodeTypeValue, code: string): Promise<VerifiedEmailCode> {
  const db = ctx.db.kysely;
  const wrong = badRequest(userMessages.emailCodeWrong);
  if (!/^\d{6}$/.test(code)) throw wrong;
  const claimed = await db
    .updateTable("email_code")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("email", "=", email)
    .where("type", "=", type)
    .where("attempts", "<", EMAIL_CODE_MAX_ATTEMPTS)
    .where("expires_at", ">", nowIso())
    .returning(["id", "code_hash"])
    .executeTakeFirst();
  if (!claimed || !sameEmailCodeHash(claimed.code_hash, hashEmailCode(ctx, email, type, code))) throw wrong;
  await db.updateTable("email_code").set((eb) => ({ attempts: eb("attempts", "-", 1) })).where("id", "=", claimed.id).execute();
  return {
    async consume() {
      await db.deleteFrom("email_code").where("id", "=", claimed.id).where("code_hash", "=", claimed.code_hash).execute();
    },
  };
}
