/**
 * WeChat Pay inside the WeChat browser (JSAPI): the order page asks the official account for an OAuth code
 * (snsapi_base, silent), the server places the order with the payer's openid and answers the parameters of
 * WeixinJSBridge.invoke("getBrandWCPayRequest") — WeChat's own API in its browser, not ours.
 */

/** The `state` our OAuth round trip carries back, so only that return starts a payment. */
export const JSAPI_STATE = "wxpay";

export type WechatPayOutcome = "ok" | "cancel" | "fail";

interface WeixinJSBridge {
  invoke(api: "getBrandWCPayRequest", params: Record<string, string>, callback: (res: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

export const inWechatBrowser = () => typeof navigator !== "undefined" && /MicroMessenger/i.test(navigator.userAgent);

/** The official account's authorize address, coming back to `back` with ?code=…&state=wxpay (parameters in WeChat's order). */
export function wechatAuthorizeUrl(appId: string, back: string): string {
  const query = new URLSearchParams({ appid: appId, redirect_uri: back, response_type: "code", scope: "snsapi_base", state: JSAPI_STATE });
  return `https://open.weixin.qq.com/connect/oauth2/authorize?${query.toString()}#wechat_redirect`;
}

/** Takes the code of our OAuth return out of the address (it works once) and answers it, or "" when there is none. */
export function takeReturnedCode(): string {
  const url = new URL(window.location.href);
  const code = url.searchParams.get("code") ?? "";
  if (!code || url.searchParams.get("state") !== JSAPI_STATE) return "";
  url.searchParams.delete("code");
  url.searchParams.delete("state");
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  return code;
}

const payKeys = ["appId", "timeStamp", "nonceStr", "package", "signType", "paySign"] as const;

/** Opens WeChat's payment sheet with the server's parameters; resolves once the person paid, cancelled or it failed. */
export function invokeWechatPay(extra: Record<string, string>): Promise<WechatPayOutcome> {
  const params = Object.fromEntries(payKeys.map((key) => [key, extra[key] ?? ""]));
  return new Promise((resolve) => {
    const run = () => {
      if (!window.WeixinJSBridge) return resolve("fail");
      window.WeixinJSBridge.invoke("getBrandWCPayRequest", params, (res) => {
        const result = String(res.err_msg ?? "");
        resolve(result === "get_brand_wcpay_request:ok" ? "ok" : result === "get_brand_wcpay_request:cancel" ? "cancel" : "fail");
      });
    };
    if (window.WeixinJSBridge) run();
    else document.addEventListener("WeixinJSBridgeReady", run, { once: true });
  });
}
