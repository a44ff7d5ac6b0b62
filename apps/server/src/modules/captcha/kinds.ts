import type { CaptchaKind } from "@wenku/contract";
import type { AppContext } from "../../context.js";

/** The security switch that turns the captcha of each form on. */
const switchByKind: Record<CaptchaKind, string> = {
  register: "enable_captcha_register",
  login: "enable_captcha_login",
  comment: "enable_captcha_comment",
  find_password: "enable_captcha_find_password",
  upload: "enable_captcha_upload",
};

export function isCaptchaEnabled(ctx: AppContext, kind: CaptchaKind): Promise<boolean> {
  return ctx.settings.bool("security", switchByKind[kind]);
}

/** Captcha ids carry their kind, so the answer to a login captcha cannot be spent on a comment. */
export const captchaIdPrefix = (kind: CaptchaKind) => `${kind}.`;

export const CAPTCHA_TTL_MS = 5 * 60_000;
