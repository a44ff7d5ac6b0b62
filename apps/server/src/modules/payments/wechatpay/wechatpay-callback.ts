import type { AppContext } from "../../../context.js";
import { acknowledged, type CallbackAnswer } from "../callback-answer.js";
import { recordRefusal, refuseUnverified } from "../record-refusal.js";
import { readWechatpayNotification } from "./read-wechatpay-notification.js";
import { readWechatpayConfig } from "./wechatpay-config.js";
import { verifyWechatpaySignature, type WechatpaySignatureHeaders } from "./verify-wechatpay-signature.js";
import type { SettlePayment } from "../gateway-notification.js";

const json = (status: number, body: object): CallbackAnswer => ({ status, contentType: "application/json; charset=utf-8", body: JSON.stringify(body) });
const success = () => json(200, { code: "SUCCESS" });
const fail = (status: number, message: string) => json(status, { code: "FAIL", message });

/**
 * POST /callback/wechatpay: the signature over the exact body is verified first (a forged or stale one changes
 * nothing and is counted: record-refusal.ts), then the AES-256-GCM `resource` is decrypted and a paid transaction
 * of this merchant is settled. Answers `{"code":"SUCCESS"}`, or 4xx `{"code":"FAIL","message":…}` so that WeChat
 * Pay retries (429 to a bad signature from an address past its limit of failures).
 */
export async function handleWechatpayCallback(
  ctx: AppContext,
  settle: SettlePayment,
  headers: WechatpaySignatureHeaders,
  body: Buffer,
  address: string,
): Promise<CallbackAnswer> {
  const config = await readWechatpayConfig(ctx);
  if (!config || !(await verifyWechatpaySignature(ctx, config, headers, body))) {
    const refused = await refuseUnverified(ctx, { provider: "wechatpay", address, detail: config ? `serial ${headers.serial.slice(0, 64)}` : "not configured" });
    return refused === "limited" ? fail(429, "请求过于频繁，请稍后再试") : fail(401, "签名验证失败");
  }
  const read = readWechatpayNotification(config, body);
  if (read.kind === "unreadable") {
    await recordRefusal(ctx, { provider: "wechatpay", address, outcome: "refused_payload", detail: read.detail });
    return fail(400, "通知内容无法解析");
  }
  if (read.kind === "other_merchant") {
    await recordRefusal(ctx, { provider: "wechatpay", address, outcome: "refused_merchant", orderNo: read.orderNo, detail: read.detail });
    return fail(400, "商户号或应用不匹配");
  }
  if (read.kind === "not_paid") {
    await recordRefusal(ctx, { provider: "wechatpay", address, outcome: "ignored", orderNo: read.orderNo, detail: read.detail });
    return success();
  }
  const outcome = await settle(ctx, { provider: "wechatpay", ...read.payment });
  return acknowledged(outcome) ? success() : fail(400, outcome === "amount_mismatch" ? "金额不一致" : "订单不存在");
}
