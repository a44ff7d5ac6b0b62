import type { WechatpayConfig } from "./wechatpay-config.js";
import { authorizationHeader } from "./wechatpay-sign.js";

export interface WechatpayResponse {
  status: number;
  /** The exact body, as its signature covers it. */
  text: string;
  json: Record<string, unknown> | undefined;
  headers: Headers;
}

const TIMEOUT_MS = 10_000;

/** One signed API v3 call (`path` with its query) to the configured base URL. Throws on a network failure. */
export async function wechatpayRequest(config: WechatpayConfig, method: "GET" | "POST", path: string, body?: object): Promise<WechatpayResponse> {
  const url = new URL(config.baseUrl + path);
  const bodyText = body === undefined ? "" : JSON.stringify(body);
  const response = await fetch(url, {
    method,
    headers: {
      Authorization: authorizationHeader(config, { method, pathAndQuery: url.pathname + url.search, body: bodyText }),
      Accept: "application/json",
      "User-Agent": "wenku-wechatpay/1",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : bodyText,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, headers: response.headers };
}

/** What a failed call said, for the log (WeChat Pay answers errors as `{code, message}`). */
export const describeFailure = (r: WechatpayResponse) =>
  `HTTP ${r.status} ${String(r.json?.code ?? "")} ${String(r.json?.message ?? r.text.slice(0, 200))}`.trim();
