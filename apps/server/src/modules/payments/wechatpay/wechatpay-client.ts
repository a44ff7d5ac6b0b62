import type { Headers } from "undici";
import { outboundRefusalIn } from "../../../outbound/outbound-policy.js";
import { summariseReply } from "../../../outbound/summarise.js";
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

/**
 * One signed API v3 call (`path` with its query) to the configured base URL, through the outbound guard. Throws on
 * a network failure (the guard's refusal as it is).
 */
export async function wechatpayRequest(config: WechatpayConfig, method: "GET" | "POST", path: string, body?: object): Promise<WechatpayResponse> {
  const url = new URL(config.baseUrl + path);
  const bodyText = body === undefined ? "" : JSON.stringify(body);
  const response = await config.outbound.fetch(url, {
    method,
    headers: {
      Authorization: authorizationHeader(config, { method, pathAndQuery: url.pathname + url.search, body: bodyText }),
      Accept: "application/json",
      "User-Agent": "wenku-wechatpay/1",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : bodyText,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw outboundRefusalIn(error) ?? error;
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

const field = (value: unknown) => (typeof value === "string" ? summariseReply(value) : "");

/** What a failed call said (WeChat Pay answers errors as `{code, message}`); any other body is not repeated. */
export const describeFailure = (r: WechatpayResponse) => `HTTP ${r.status} ${field(r.json?.code)} ${field(r.json?.message)}`.replace(/\s+/g, " ").trim();
