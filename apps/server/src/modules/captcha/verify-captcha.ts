import { messages, type CaptchaKind } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { captchaIdPrefix, isCaptchaEnabled } from "./kinds.js";

/**
 * Checks the captcha of a form when its security switch is on; 400 验证码错误 otherwise.
 * A captcha is spent by the first attempt, right or wrong, so answers cannot be guessed one after another.
 * The answer is compared ignoring case and surrounding spaces; captchas expire after five minutes.
 */
export async function verifyCaptcha(ctx: AppContext, kind: CaptchaKind, id: string | undefined, answer: string | undefined): Promise<void> {
  if (await isCaptchaEnabled(ctx, kind)) await checkCaptchaAnswer(ctx, kind, id, answer);
}

/** Checks a captcha answer whatever the form's switch says (the login throttle asks for one from untrusted clients). */
export async function checkCaptchaAnswer(ctx: AppContext, kind: CaptchaKind, id: string | undefined, answer: string | undefined): Promise<void> {
  const given = (answer ?? "").trim().toLowerCase();
  if (!id || !given || !id.startsWith(captchaIdPrefix(kind))) throw badRequest(messages.captchaWrong);
  const row = await ctx.db.kysely.deleteFrom("captcha").where("id", "=", id).returning(["answer", "expires_at"]).executeTakeFirst();
  if (!row || row.expires_at < new Date().toISOString() || row.answer.toLowerCase() !== given) throw badRequest(messages.captchaWrong);
}
