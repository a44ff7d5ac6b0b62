import crypto from "node:crypto";
import { SmsType, messages, userMessages, type LoginReply, type mobileLoginBodySchema, type mobileRegisterBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { refuseDisabledAccount } from "../auth/active-account.js";
import { requireAgreementConsent } from "../auth/agreement-consent.js";
import { registrationAward, requireRegistrationOpen } from "../auth/register.js";
import { signIn } from "../auth/sign-in.js";
import type { Actor } from "../session/actor.js";
import { createUser } from "../users/create-user.js";
import { setPassword } from "../users/set-password.js";
import { setVerifiedMobile } from "../users/set-mobile.js";
import { requireSmsConfig } from "./sms-config.js";
import { verifySmsCode } from "./verify-sms-code.js";

type MobileCode = z.output<typeof mobileLoginBodySchema>;
type MobilePassword = z.output<typeof mobileRegisterBodySchema>;

/** The account that proved `mobile`; a number nobody proved (typed by an administrator) finds none, as if unknown. */
const accountWithMobile = (ctx: AppContext, mobile: string) =>
  ctx.db.kysely.selectFrom("user").select(["id", "status"]).where("mobile", "=", mobile).where("mobile_verified", "=", 1).executeTakeFirst();

/** Letters and digits no one confuses with another (no 0/o, 1/l/i). */
const usernameAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";

/**
 * A username for an account made from a number: 手机用户 + eight random letters and digits. Nothing of the number: a
 * public name holding its last digits would help anyone who knows part of it.
 */
const mobileUsername = () => `手机用户${Array.from({ length: 8 }, () => usernameAlphabet[crypto.randomInt(usernameAlphabet.length)]).join("")}`;

/**
 * POST /api/v1/user/register/mobile: a registration code proves the number, the account is created with it verified
 * (default groups, registration credits) through the users module and signed in. The username can be changed later in
 * /me. A number another account holds unverified is taken from it in the same transaction (users/set-mobile.ts).
 */
export async function registerByMobile(ctx: AppContext, body: MobilePassword, ip: string): Promise<LoginReply> {
  await requireSmsConfig(ctx);
  await requireRegistrationOpen(ctx);
  await requireAgreementConsent(ctx, body.agreement);
  const code = await verifySmsCode(ctx, body.mobile, SmsType.register, body.code);
  await code.consume();
  const onCreated = await registrationAward(ctx);
  let userId: number | undefined;
  for (let attempt = 0; userId === undefined; attempt++) {
    try {
      userId = await createUser(ctx, { username: mobileUsername(), password: body.password, email: "", mobile: body.mobile, ip, onCreated });
    } catch (error) {
      // Another account took the same generated name: try another one.
      if (attempt >= 4 || !(error instanceof Error) || error.message !== userMessages.usernameTaken) throw error;
    }
  }
  return signIn(ctx, userId, ip);
}

/** POST /api/v1/user/login/mobile: a login code signs in the account that proved the number, unless it is disabled. */
export async function loginByMobile(ctx: AppContext, body: MobileCode, ip: string): Promise<LoginReply> {
  await requireSmsConfig(ctx);
  const code = await verifySmsCode(ctx, body.mobile, SmsType.login, body.code);
  const user = await accountWithMobile(ctx, body.mobile);
  if (!user) throw badRequest(messages.wrongCredentials);
  await refuseDisabledAccount(ctx, user);
  await code.consume();
  return signIn(ctx, Number(user.id), ip);
}

/** POST /api/v1/user/findpassword/mobile: a password code sets a new password and ends every session of the account. */
export async function findPasswordByMobile(ctx: AppContext, body: MobilePassword): Promise<void> {
  await requireSmsConfig(ctx);
  const code = await verifySmsCode(ctx, body.mobile, SmsType.findPassword, body.code);
  const user = await accountWithMobile(ctx, body.mobile);
  if (!user) throw badRequest(messages.wrongCredentials);
  await code.consume();
  await setPassword(ctx, Number(user.id), body.password);
}

/**
 * PUT /api/v1/user/mobile: a signed-in member without a proven number (none, or one an administrator typed) proves one
 * with a registration code and it becomes theirs, verified.
 */
export async function bindMobile(ctx: AppContext, actor: Actor, body: MobileCode): Promise<void> {
  const self = actor.requireUser();
  if (self.mobile && self.mobile_verified) throw badRequest(userMessages.mobileLocked);
  await requireSmsConfig(ctx);
  const code = await verifySmsCode(ctx, body.mobile, SmsType.register, body.code);
  await code.consume();
  await setVerifiedMobile(ctx, Number(self.id), body.mobile);
}
