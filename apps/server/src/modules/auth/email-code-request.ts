import { messages, userMessages, type emailCodeBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { badRequest, conflict } from "../../http/errors.js";
import { verifyCaptcha } from "../captcha/verify-captcha.js";
import { sendMail } from "../mail/send-mail.js";
import { EMAIL_CODE_RESEND_MS, EMAIL_CODE_TTL_MS, generateEmailCode, hashEmailCode } from "./email-code.js";
import { registerCodeMail } from "./email-code-mail.js";
import { requireRegistrationOpen } from "./register.js";

const lastPurge = new WeakMap<AppContext, number>();

/** Expired codes are removed about once a minute. */
async function purgeExpiredEmailCodes(ctx: AppContext) {
  const now = Date.now();
  if (now - (lastPurge.get(ctx) ?? 0) < 60_000) return;
  lastPurge.set(ctx, now);
  await ctx.db.kysely.deleteFrom("email_code").where("expires_at", "<", new Date(now).toISOString()).execute();
}

/**
 * Mails a registration code to an email that has no account yet (api-contract §4.1 POST /user/email/code).
 * The code replaces any earlier one for that email, at most once every EMAIL_CODE_RESEND_MS; the check and the
 * write are one statement, so two requests at once cannot both send. When the mail cannot be sent the code is
 * dropped, so the user may ask again at once.
 */
export async function requestEmailCode(ctx: AppContext, body: z.output<typeof emailCodeBodySchema>): Promise<void> {
  if (!(await ctx.settings.bool("security", "enable_verify_register_email"))) throw badRequest(userMessages.emailVerifyDisabled);
  await requireRegistrationOpen(ctx);
  if (!(await ctx.settings.bool("email", "enable"))) throw badRequest(messages.mailDisabled);
  await verifyCaptcha(ctx, "register", body.captcha_id, body.captcha);
  const db = ctx.db.kysely;
  const taken = await db.selectFrom("user").select("id").where("email", "=", body.email).executeTakeFirst();
  if (taken) throw conflict(userMessages.emailTaken);
  await purgeExpiredEmailCodes(ctx);

  const code = generateEmailCode();
  const now = Date.now();
  const fields = {
    code_hash: hashEmailCode(ctx, body.email, body.type, code),
    attempts: 0,
    sent_at: new Date(now).toISOString(),
    expires_at: new Date(now + EMAIL_CODE_TTL_MS).toISOString(),
  };
  const stored = await db
    .insertInto("email_code")
    .values({ email: body.email, type: body.type, ...fields })
    .onConflict((oc) =>
      oc
        .columns(["email", "type"])
        .doUpdateSet(fields)
        .where("email_code.sent_at", "<=", new Date(now - EMAIL_CODE_RESEND_MS).toISOString()),
    )
    .returning("id")
    .executeTakeFirst();
  if (!stored) throw badRequest(userMessages.emailCodeTooFrequent);

  const sitename = (await ctx.settings.get("system", "sitename")) || "文库";
  try {
    await sendMail(ctx, registerCodeMail({ to: body.email, sitename, code, minutes: EMAIL_CODE_TTL_MS / 60_000 }));
  } catch (error) {
    await db.deleteFrom("email_code").where("id", "=", stored.id).where("code_hash", "=", fields.code_hash).execute();
    throw error;
  }
}
