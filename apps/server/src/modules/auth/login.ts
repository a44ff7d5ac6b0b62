import crypto from "node:crypto";
import { messages, type LoginReply, type loginBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { verifyCaptcha } from "../captcha/verify-captcha.js";
import { hashPassword, verifyPassword } from "../users/password.js";
import { findUserByUsername } from "../users/queries.js";
import { refuseDisabledAccount } from "./active-account.js";
import { clearLoginFailures, countLoginAttempt, throttleAccount } from "./login-throttle.js";
import { signIn } from "./sign-in.js";

/** Verified when the username is unknown, so that a wrong name costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
const hashForUnknownUser = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex")));

/**
 * Sign-in by username and password; one message for an unknown name and a wrong password.
 * Each attempt counts against the name typed, known or not, whatever address it comes from (login-throttle.ts);
 * a held-back name is refused before its password is looked at. A right password clears the count.
 * A disabled account (user status, or an active punishment of type 1) is refused only after the password matched.
 */
export async function loginUser(ctx: AppContext, body: z.output<typeof loginBodySchema>, ip: string): Promise<LoginReply> {
  await verifyCaptcha(ctx, "login", body.captcha_id, body.captcha);
  const account = throttleAccount(body.username);
  await countLoginAttempt(ctx, account);
  const user = await findUserByUsername(ctx.db.kysely, body.username);
  const passwordMatches = await verifyPassword(user?.password_hash ?? (await hashForUnknownUser()), body.password);
  if (!user || !passwordMatches) throw badRequest(messages.wrongCredentials);
  await clearLoginFailures(ctx, account);
  await refuseDisabledAccount(ctx, user);
  return signIn(ctx, Number(user.id), ip);
}
