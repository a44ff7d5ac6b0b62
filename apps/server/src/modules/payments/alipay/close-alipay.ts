import type { AppContext } from "../../../context.js";
import { readAlipayConfig } from "./alipay-config.js";

/**
 * alipay.trade.close (reply signature verified). A trade the buyer never opened does not exist at Alipay
 * (ACQ.TRADE_NOT_EXIST) and cannot be paid either. Returns whether Alipay closed it.
 */
export async function closeAlipayOrder(ctx: AppContext, orderNo: string): Promise<boolean> {
  const config = await readAlipayConfig(ctx);
  if (!config) return false;
  const result = await config.sdk.exec("alipay.trade.close", { bizContent: { out_trade_no: orderNo } }, { validateSign: true });
  if (result.code === "10000") return true;
  if (result.sub_code !== "ACQ.TRADE_NOT_EXIST") ctx.log.warn("alipay: order could not be closed", { orderNo, detail: `${result.code} ${result.sub_code ?? ""} ${result.sub_msg ?? result.msg}` });
  return false;
}
