import crypto from "node:crypto";
import type { LoginReply, loginBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { hashPassword, verifyPassword } from "../users/password.js";
import { findUserByUsername } from "../users/queries.js";
import { refuseDisabledAccount } from "./active-account.js";
import { isLegacyPasswordHash, verifyLegacyPassword } from "../users/legacy-password.js";
import { setPassword } from "../users/set-password.js";
import type { DeviceCookie } from "./device-cookie.js";
import { admitLoginAttempt, wrongCredentials } from "./login-gate.js";
import { clearThrottle, throttleAccount } from "./login-throttle.js";
import { signIn } from "./sign-in.js";

/** Verified when the username is unknown, so that a wrong name costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
const hashForUnknownUser = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex")));

export interface LoginClient {
  ip: string;
  /** The request's valid device cookie, if any (device-cookie.ts). */
  device: DeviceCookie | undefined;
}

/**
 * Sign-in by username and password; one message for an unknown name and a wrong password.
 * Each attempt is counted before its password is looked at, against the browser's device cookie of this account or
 * else against the name typed, known or not, whatever address it comes from (login-gate.ts). A right password clears
 * that count. A disabled account (user status, or an active punishment of type 1) is refused only after the
 * password matched.
 */
export async function loginUser(ctx: AppContext, body: z.output<typeof loginBodySchema>, client: LoginClient): Promise<LoginReply> {
  const user = await findUserByUsername(ctx.db.kysely, body.username);
  const admission = await admitLoginAttempt(ctx, {
    account: throttleAccount(body.username),
    userId: user ? Number(user.id) : undefined,
    device: client.device,
    captchaId: body.captcha_id,
    captcha: body.captcha,
  });
  // A hash imported from MOREDOC is checked in its scheme; an argon2 check runs anyway, so both cost alike.
  const legacyHash = user && isLegacyPasswordHash(user.password_hash) ? user.password_hash : undefined;
  const argonMatches = await verifyPassword(user && !legacyHash ? user.password_hash : await hashForUnknownUser(), body.password);
  const passwordMatches = legacyHash !== undefined ? verifyLegacyPassword(legacyHash, body.password) : argonMatches;
  if (!user || !passwordMatches) throw wrongCredentials(admission);
  await clearThrottle(ctx, admission.key);
  await refuseDisabledAccount(ctx, user);
  // The MOREDOC hash gives way to an argon2id one (unless the password changed meanwhile).
  if (legacyHash !== undefined) await setPassword(ctx, Number(user.id), body.password, { expectedHash: legacyHash });
  return signIn(ctx, Number(user.id), client.ip);
}
