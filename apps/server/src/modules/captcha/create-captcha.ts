import crypto from "node:crypto";
import type { CaptchaKind, CaptchaReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { CAPTCHA_TTL_MS, captchaIdPrefix, isCaptchaEnabled } from "./kinds.js";
import { renderCaptcha } from "./render-captcha.js";

const lastPurge = new WeakMap<AppContext, number>();

/** Expired captchas that were never answered are removed about once a minute. */
async function purgeExpired(ctx: AppContext) {
  const now = Date.now();
  if (now - (lastPurge.get(ctx) ?? 0) < 60_000) return;
  lastPurge.set(ctx, now);
  await ctx.db.kysely.deleteFrom("captcha").where("expires_at", "<", new Date(now).toISOString()).execute();
}

/**
 * A new captcha for one form, or `{enable: false}` when that form's captcha is switched off. `required` draws a
 * login captcha even while the switch is off: the login throttle demands one from untrusted clients (auth/login-gate.ts).
 */
export async function createCaptcha(ctx: AppContext, kind: CaptchaKind, required = false): Promise<CaptchaReply> {
  const style = await ctx.settings.group("captcha");
  const type = style.type || "digit";
  if (!(required && kind === "login") && !(await isCaptchaEnabled(ctx, kind))) return { enable: false, type };
  await purgeExpired(ctx);
  const { answer, dataUri } = renderCaptcha({ type, length: Number(style.length), width: Number(style.width), height: Number(style.height) });
  const id = `${captchaIdPrefix(kind)}${crypto.randomUUID()}`;
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS).toISOString();
  await ctx.db.kysely.insertInto("captcha").values({ id, answer, expires_at: expiresAt }).execute();
  return { enable: true, id, captcha: dataUri, type };
}
