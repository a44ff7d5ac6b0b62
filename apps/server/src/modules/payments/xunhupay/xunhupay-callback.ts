import type { AppContext } from "../../../context.js";
import { acknowledged, textAnswer as text, type CallbackAnswer } from "../callback-answer.js";
import { formFields } from "../form-fields.js";
import { yuanToFen } from "../money.js";
import { recordRefusal, refuseUnverified } from "../record-refusal.js";
import { readXunhupayConfig } from "./xunhupay-config.js";
import { xunhupayHashMatches } from "./xunhupay-hash.js";
import type { SettlePayment } from "../gateway-notification.js";

/**
 * POST /callback/xunhupay (form): the hash is checked first with the appsecret; then appid must be ours, and
 * status OD (paid) settles trade_order_id with total_fee (yuan) in fen and transaction_id (or open_order_id).
 * Answers `success` or `fail` (429 `fail` to a bad hash from an address past its limit of failures).
 */
export async function handleXunhupayCallback(ctx: AppContext, settle: SettlePayment, body: Buffer, address: string): Promise<CallbackAnswer> {
  const config = await readXunhupayConfig(ctx);
  const fields = formFields(body);
  const tradeNo = fields.transaction_id || fields.open_order_id || "";
  const claimed = { orderNo: fields.trade_order_id, tradeNo, amountFen: yuanToFen(fields.total_fee ?? "") };
  if (!config || !xunhupayHashMatches(fields, config.appsecret)) {
    const refused = await refuseUnverified(ctx, { provider: "xunhupay", address, ...claimed, detail: config ? "hash does not match" : "not configured" });
    return text(refused === "limited" ? 429 : 400, "fail");
  }
  if (fields.appid && fields.appid !== config.appid) {
    await recordRefusal(ctx, { provider: "xunhupay", address, outcome: "refused_merchant", ...claimed, detail: `appid ${fields.appid}` });
    return text(400, "fail");
  }
  if (fields.status !== "OD") {
    await recordRefusal(ctx, { provider: "xunhupay", address, outcome: "ignored", ...claimed, detail: `status ${fields.status ?? ""}` });
    return text(200, "success");
  }
  if (!claimed.orderNo || !tradeNo || claimed.amountFen === undefined) {
    await recordRefusal(ctx, { provider: "xunhupay", address, outcome: "refused_payload", ...claimed, detail: "lacks trade_order_id, transaction_id or total_fee" });
    return text(400, "fail");
  }
  const outcome = await settle(ctx, { provider: "xunhupay", orderNo: claimed.orderNo, tradeNo, amountFen: claimed.amountFen, detail: "xunhupay OD" });
  return acknowledged(outcome) ? text(200, "success") : text(400, "fail");
}
