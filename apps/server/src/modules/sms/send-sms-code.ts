import { SmsStatus, SmsType, smsMessages, userMessages, type CaptchaKind, type SmsTypeValue, type smsSendBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { AppError, badRequest, conflict } from "../../http/errors.js";
import { requireRegistrationOpen } from "../auth/register.js";
import { verifyCaptcha } from "../captcha/verify-captcha.js";
import type { Actor } from "../session/actor.js";
import { enforceSendLimits } from "./send-limits.js";
import { requireSmsConfig, type SmsConfig } from "./sms-config.js";
import { generateSmsCode, hashSmsCode } from "./sms-code.js";
import { providerFetch } from "./providers/provider-http.js";
import type { SmsSendResult } from "./providers/types.js";

/** The captcha of the form each code is asked from. */
const captchaKindOf: Record<SmsTypeValue, CaptchaKind> = { 0: "register", 1: "login", 2: "find_password" };

/** Only a proven number counts as registered: one an administrator typed neither gets login codes nor blocks its owner. */
const userWithMobile = (ctx: AppContext, mobile: string) =>
  ctx.db.kysely.selectFrom("user").select("id").where("mobile", "=", mobile).where("mobile_verified", "=", 1).executeTakeFirst();

/** Sends through the provider; a refusal, an unreachable provider and a timeout all come back as a failed result. */
async function deliver(ctx: AppContext, config: SmsConfig, mobile: string, code: string, type: SmsTypeValue): Promise<SmsSendResult> {
  try {
    return await config.client.send(await providerFetch(ctx), config, { mobile, code, template: config.templates[type] });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "服务商响应超时" : String(error instanceof Error ? error.message : error);
    return { ok: false, response: "", error: reason.slice(0, 500) };
  }
}

/**
 * POST /api/v1/sms: checks the captcha of the form the code is for, then sends a six-digit code to `mobile` (api-contract
 * §6.4). A registration code (type 0; also what a signed-in member binds a number with) goes only to a number no
 * account has proved, a login or password code only to one an account has proved. Each send is a row of the send
 * log, counted by the send limits; a provider failure marks it failed (2) and is 502 短信发送失败 to the user, the code
 * withdrawn.
 */
export async function sendSmsCode(ctx: AppContext, actor: Actor, body: z.output<typeof smsSendBodySchema>, ip: string): Promise<{ is_registered: boolean }> {
  const config = await requireSmsConfig(ctx);
  const type = body.type;
  if (type === SmsType.register && !actor.user) await requireRegistrationOpen(ctx);
  await verifyCaptcha(ctx, captchaKindOf[type], body.captcha_id, body.captcha);
  const registered = (await userWithMobile(ctx, body.mobile)) !== undefined;
  if (type === SmsType.register && registered) throw conflict(userMessages.mobileTaken);
  if (type !== SmsType.register && !registered) throw badRequest(smsMessages.mobileNotRegistered);

  const db = ctx.db.kysely;
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const row = await db
    .insertInto("sms")
    .values({ mobile: body.mobile, type, status: SmsStatus.sending, provider: config.provider, ip, user_id: actor.user ? Number(actor.user.id) : 0, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const smsId = Number(row.id);
  await enforceSendLimits(ctx, config, { id: smsId, mobile: body.mobile, ip });

  await db.deleteFrom("sms_code").where("expires_at", "<", now).execute();
  const code = generateSmsCode();
  const codeHash = hashSmsCode(ctx, body.mobile, type, code);
  const fields = { code_hash: codeHash, attempts: 0, sent_at: now, expires_at: new Date(nowMs + config.durationMinutes * 60_000).toISOString() };
  await db
    .insertInto("sms_code")
    .values({ mobile: body.mobile, type, ...fields })
    .onConflict((oc) => oc.columns(["mobile", "type"]).doUpdateSet(fields))
    .execute();

  const result = await deliver(ctx, config, body.mobile, code, type);
  await db
    .updateTable("sms")
    .set({ status: result.ok ? SmsStatus.sent : SmsStatus.failed, response: result.response, error: result.error, updated_at: nowIso() })
    .where("id", "=", smsId)
    .execute();
  if (!result.ok) {
    await db.deleteFrom("sms_code").where("mobile", "=", body.mobile).where("type", "=", type).where("code_hash", "=", codeHash).execute();
    ctx.log.warn(`${config.provider}: text message not sent`, { smsId, error: result.error });
    throw new AppError(502, smsMessages.sendFailed);
  }
  return { is_registered: registered };
}
