import { EmailCodeType, messages, type LoginReply, type registerBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { verifyCaptcha } from "../captcha/verify-captcha.js";
import { requireAgreementConsent } from "./agreement-consent.js";
import { changeCredits } from "../credits/change-credits.js";
import { createUser, type NewUser } from "../users/create-user.js";
import { verifyEmailCode } from "./email-code-verify.js";
import { signIn } from "./sign-in.js";

/** 400 while the site is closed or self-service registration is off. */
export async function requireRegistrationOpen(ctx: AppContext): Promise<void> {
  if (await ctx.settings.bool("security", "is_close")) throw badRequest(messages.siteClosed);
  if (!(await ctx.settings.bool("security", "enable_register"))) throw badRequest(messages.registerClosed);
}

/** Gives a self-registered account the `score.register` credits, in the transaction that creates it (createUser's onCreated). */
export async function registrationAward(ctx: AppContext): Promise<NonNullable<NewUser["onCreated"]>> {
  const award = Math.max(0, Math.floor(await ctx.settings.number("score", "register")));
  return async (trx, id) => {
    if (award > 0) await changeCredits(trx, { userId: id, delta: award, reason: "register", refType: "user", refId: id });
  };
}

/**
 * Self-service sign-up: the account joins the default groups and receives the registration credits. A request that
 * declines the site's agreement is refused (agreement-consent.ts).
 * While `security.enable_verify_register_email` is on, the mailed code must match; it is spent once the account exists.
 */
export async function registerUser(ctx: AppContext, body: z.output<typeof registerBodySchema>, ip: string): Promise<LoginReply> {
  await requireRegistrationOpen(ctx);
  await requireAgreementConsent(ctx, body.agreement);
  await verifyCaptcha(ctx, "register", body.captcha_id, body.captcha);
  const emailCode = (await ctx.settings.bool("security", "enable_verify_register_email"))
    ? await verifyEmailCode(ctx, body.email, EmailCodeType.register, body.code)
    : null;
  const userId = await createUser(ctx, {
    username: body.username, password: body.password, email: body.email, ip, onCreated: await registrationAward(ctx),
  });
  await emailCode?.consume();
  return signIn(ctx, userId, ip);
}
