import { messages, type findPasswordStepOneBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { verifyCaptcha } from "../captcha/verify-captcha.js";
import { mailReady } from "../mail/mail-ready.js";
import { sendInBackground } from "../mail/send-in-background.js";
import { configuredSiteOrigin } from "../settings/site-origin.js";
import { resetMail } from "./reset-mail.js";
import { signResetToken } from "./reset-token.js";

/**
 * Step one of a forgotten password: mails a single-use link to the account with that email.
 * The reply is the same whether or not an account exists, and the mail leaves after the reply,
 * so neither the answer nor its timing tells who has an account. The link is on system.domain only: until an
 * administrator sets it, recovery by mail is off (passwordRecoveryReady), as the request's Host is the asker's to choose.
 */
export async function requestPasswordReset(ctx: AppContext, body: z.output<typeof findPasswordStepOneBodySchema>): Promise<void> {
  if (!(await mailReady(ctx))) throw badRequest(messages.mailDisabled);
  const origin = await configuredSiteOrigin(ctx);
  if (!origin) throw badRequest(messages.siteAddressUnset);
  await verifyCaptcha(ctx, "find_password", body.captcha_id, body.captcha);
  const user = await ctx.db.kysely.selectFrom("user").select(["id", "username", "email", "password_hash"]).where("email", "=", body.email).executeTakeFirst();
  if (!user) return;
  const minutes = Math.max(1, Math.round(await ctx.settings.number("email", "duration")));
  const token = await signResetToken(ctx, { ...user, id: Number(user.id) }, minutes);
  const link = `${origin}/findpassword?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  const sitename = (await ctx.settings.get("system", "sitename")) || "文库";
  sendInBackground(ctx, resetMail({ to: user.email, sitename, username: user.username, link, minutes }));
}
