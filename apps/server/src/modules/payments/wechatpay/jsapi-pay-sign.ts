import type { KeyObject } from "node:crypto";
import { rsaSign, wechatpayNonce } from "./wechatpay-sign.js";

/** What the order page passes to WeixinJSBridge.invoke("getBrandWCPayRequest", …). */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: "RSA";
  paySign: string;
}

/**
 * The message paySign signs: appId, timeStamp, nonceStr and package, one a line, each line ended by "\n" (WeChat Pay
 * API v3 JSAPI调起支付; the official Go SDK builds it the same way in
 * services/payments/jsapi/api_jsapi_request_payment.go, github.com/wechatpay-apiv3/wechatpay-go).
 */
export const jsapiPayMessage = (p: Pick<JsapiPayParams, "appId" | "timeStamp" | "nonceStr" | "package">) =>
  `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;

/** The parameters for a prepay_id, paySign = SHA256-RSA with the merchant's API key, base64. */
export function jsapiPayParams(appId: string, prepayId: string, merchantKey: KeyObject, now = new Date(), nonceStr = wechatpayNonce()): JsapiPayParams {
  const unsigned = { appId, timeStamp: String(Math.floor(now.getTime() / 1000)), nonceStr, package: `prepay_id=${prepayId}` };
  return { ...unsigned, signType: "RSA", paySign: rsaSign(jsapiPayMessage(unsigned), merchantKey) };
}
