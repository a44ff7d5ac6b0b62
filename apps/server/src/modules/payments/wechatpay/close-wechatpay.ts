import type { AppContext } from "../../../context.js";
import { describeFailure, wechatpayRequest } from "./wechatpay-client.js";
import { readWechatpayConfig } from "./wechatpay-config.js";

/** POST /v3/pay/transactions/out-trade-no/{out_trade_no}/close (204 when closed). Returns whether WeChat Pay closed it. */
export async function closeWechatpayOrder(ctx: AppContext, orderNo: string): Promise<boolean> {
  const config = await readWechatpayConfig(ctx);
  if (!config) return false;
  const response = await wechatpayRequest(config, "POST", `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`, { mchid: config.mchid });
  if (response.status === 204 || response.status === 200) return true;
  ctx.log.warn("wechatpay: order could not be closed", { orderNo, detail: describeFailure(response) });
  return false;
}
