import type { AppContext } from "../../../context.js";
import { acknowledged, textAnswer as text, type CallbackAnswer } from "../callback-answer.js";
import { formFields } from "../form-fields.js";
import { yuanToFen } from "../money.js";
import { recordRefusal, refuseUnverified } from "../record-refusal.js";
import { readAlipayConfig } from "./alipay-config.js";
import { alipayNotificationSigned } from "./verify-alipay-notification.js";
import type { SettlePayment } from "../gateway-notification.js";

const PAID = new Set(["TRADE_SUCCESS", "TRADE_FINISHED"]);

/**
 * POST /callback/alipay (form): the RSA2 signature over the sorted parameters without `sign` and `sign_type` is
 * verified with the Alipay public key first (verify-alipay-notification.ts); then app_id must be ours, and a
 * TRADE_SUCCESS / TRADE_FINISHED trade is settled with total_amount (yuan) in fen. Answers `success` or `fail`
 * (429 `fail` to a bad signature from an address past its limit of failures).
 */
export async function handleAlipayCallback(ctx: AppContext, settle: SettlePayment, body: Buffer, address: string): Promise<CallbackAnswer> {
  const config = await readAlipayConfig(ctx);
  const fields = formFields(body);
  const claimed = { orderNo: fields.out_trade_no, tradeNo: fields.trade_no, amountFen: yuanToFen(fields.total_amount ?? "") };
  if (!config || !alipayNotificationSigned(fields, config.alipayPublicKey)) {
    const refused = await refuseUnverified(ctx, { provider: "alipay", address, ...claimed, detail: config ? "sign does not verify" : "not configured" });
    return text(refused === "limited" ? 429 : 400, "fail");
  }
  if (fields.app_id !== config.appId) {
    await recordRefusal(ctx, { provider: "alipay", address, outcome: "refused_merchant", ...claimed, detail: `app_id ${fields.app_id ?? ""}` });
    return text(400, "fail");
  }
  if (!PAID.has(fields.trade_status ?? "")) {
    await recordRefusal(ctx, { provider: "alipay", address, outcome: "ignored", ...claimed, detail: `trade_status ${fields.trade_status ?? ""}` });
    return text(200, "success");
  }
  if (!claimed.orderNo || !claimed.tradeNo || claimed.amountFen === undefined) {
    await recordRefusal(ctx, { provider: "alipay", address, outcome: "refused_payload", ...claimed, detail: "lacks out_trade_no, trade_no or total_amount" });
    return text(400, "fail");
  }
  const outcome = await settle(ctx, {
    provider: "alipay",
    orderNo: claimed.orderNo,
    tradeNo: claimed.tradeNo,
    amountFen: claimed.amountFen,
    detail: `alipay ${fields.trade_status}`,
  });
  return acknowledged(outcome) ? text(200, "success") : text(400, "fail");
}
