import { messages, userMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { AppError, badRequest } from "../../http/errors.js";
import { checkCaptchaAnswer, verifyCaptcha } from "../captcha/verify-captcha.js";
import { deviceThrottleKey, type DeviceCookie } from "./device-cookie.js";
import { countAttempt, heldBackMessage, LOGIN_FREE_FAILURES, readThrottle } from "./login-throttle.js";

/** A refused login; `captcha_required` tells the client to draw a login captcha for its next attempt. */
export class LoginRefusal extends AppError {
  constructor(
    status: number,
    message: string,
    readonly captchaRequired: boolean,
  ) {
    super(status, message);
  }
  override toBody() {
    return this.captchaRequired ? { ...super.toBody(), captcha_required: true } : super.toBody();
  }
}

/** The counter that took an attempt, cleared when the password is right. */
export interface Admission {
  key: string;
  /** Judged by a device cookie of this account rather than by the account's counter. */
  trusted: boolean;
  failures: number;
}

export interface LoginAttempt {
  /** The account's throttle key (the skeleton of the name typed). */
  account: string;
  /** The account's user, when the name is known. */
  userId: number | undefined;
  device: DeviceCookie | undefined;
  captchaId: string;
  captcha: string;
}

/**
 * Admits a password attempt before the password is checked, as OWASP's device cookies would:
 * - a browser holding a valid device cookie of this very account, not itself held back, is judged by that cookie's
 *   own counter only, so strangers guessing the password never lock its owner out;
 * - every other client is judged by the account's counter, shared by all of them: once the account has
 *   LOGIN_FREE_FAILURES failures they must answer a login captcha (even with the site's login captcha off), and
 *   they are held back 1 minute doubling to 30 (429) as the counter says.
 * A device cookie that fails LOGIN_FREE_FAILURES times is held back in turn, and until then is no better than none.
 */
export async function admitLoginAttempt(ctx: AppContext, attempt: LoginAttempt): Promise<Admission> {
  const { device, userId } = attempt;
  if (device && userId !== undefined && device.userId === userId) {
    const key = deviceThrottleKey(device);
    if ((await readThrottle(ctx, key)).heldForMs === 0) {
      await verifyCaptcha(ctx, "login", attempt.captchaId, attempt.captcha);
      const counted = await countAttempt(ctx, key);
      // Only another attempt with this very cookie, at the same moment, can have set the hold meanwhile.
      if (!counted.counted) throw new LoginRefusal(429, heldBackMessage(counted.heldForMs), false);
      return { key, trusted: true, failures: counted.failures };
    }
  }
  return admitUntrusted(ctx, attempt);
}

async function admitUntrusted(ctx: AppContext, attempt: LoginAttempt): Promise<Admission> {
  const { account } = attempt;
  const state = await readThrottle(ctx, account);
  const captchaDemanded = state.failures >= LOGIN_FREE_FAILURES;
  if (state.heldForMs > 0) throw new LoginRefusal(429, heldBackMessage(state.heldForMs), captchaDemanded);
  if (captchaDemanded) await demandCaptcha(ctx, attempt);
  else await verifyCaptcha(ctx, "login", attempt.captchaId, attempt.captcha);
  const counted = await countAttempt(ctx, account);
  if (!counted.counted) throw new LoginRefusal(429, heldBackMessage(counted.heldForMs), true);
  return { key: account, trusted: false, failures: counted.failures };
}

async function demandCaptcha(ctx: AppContext, attempt: LoginAttempt) {
  if (!attempt.captchaId && !attempt.captcha) throw new LoginRefusal(400, userMessages.loginCaptchaRequired, true);
  try {
    await checkCaptchaAnswer(ctx, "login", attempt.captchaId, attempt.captcha);
  } catch (error) {
    throw error instanceof AppError ? new LoginRefusal(error.status, error.message, true) : error;
  }
}

/** The refusal of a wrong name or password; it asks for a captcha when the account's counter now demands one. */
export function wrongCredentials(admission: Admission): AppError {
  if (!admission.trusted && admission.failures >= LOGIN_FREE_FAILURES) return new LoginRefusal(400, messages.wrongCredentials, true);
  return badRequest(messages.wrongCredentials);
}
