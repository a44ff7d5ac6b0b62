import type { PayOrderReply } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { gatewayFailed } from "../gateway-errors.js";
import { recordPaymentStart } from "../payment-starts.js";
import { jsapiPayParams } from "./jsapi-pay-sign.js";
import { officialAccountPayer } from "./jsapi-openid.js";
import { describeFailure, wechatpayRequest, type WechatpayResponse } from "./wechatpay-client.js";
import type { WechatpayConfig } from "./wechatpay-config.js";

/** scene_info.h5_info belongs to H5 orders (a phone inside WeChat may say is_wap). */
const withoutH5Scene = (transaction: Record<string, unknown>) => Object.fromEntries(Object.entries(transaction).filter(([key]) => key !== "scene_info"));

/**
 * JSAPI inside the WeChat browser: the payer's openid from the official-account code, POST
 * /v3/pay/transactions/jsapi → prepay_id, answered as the getBrandWCPayRequest parameters in `extra`
 * (pay.weixin.qq.com API v3 JSAPI下单 and JSAPI调起支付). `transaction` is the Native/H5 order body.
 */
export async function startWechatpayJsapi(
  ctx: AppContext,
  config: WechatpayConfig,
  order: { order_no: string; status: number },
  transaction: Record<string, unknown>,
  code: string,
): Promise<PayOrderReply> {
  const payer = await officialAccountPayer(ctx, code, config.appid);
  await recordPaymentStart(ctx, order.order_no, "wechatpay");
  let response: WechatpayResponse;
  try {
    response = await wechatpayRequest(config, "POST", "/v3/pay/transactions/jsapi", { ...withoutH5Scene(transaction), appid: payer.appId, payer: { openid: payer.openid } });
  } catch (error) {
    throw gatewayFailed(ctx, "wechatpay", order.order_no, String(error));
  }
  const prepayId = response.status === 200 ? response.json?.prepay_id : undefined;
  if (typeof prepayId !== "string" || !prepayId) throw gatewayFailed(ctx, "wechatpay", order.order_no, describeFailure(response));
  return { order_status: order.status, extra: { gateway: "wechatpay", mode: "jsapi", ...jsapiPayParams(payer.appId, prepayId, config.privateKey) } };
}
