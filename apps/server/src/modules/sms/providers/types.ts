import type { SmsProviderName } from "@wenku/contract";

/** The SMS settings a provider needs (settings group `sms`, sms-config.ts). */
export interface SmsProviderConfig {
  provider: SmsProviderName;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Tencent's SmsSdkAppId, or Huawei's sender channel number. */
  sdkAppId: string;
  region: string;
  /** The API's base address; the provider's default when empty. */
  endpoint: string;
}

/** One verification code to one mainland number, through a template. */
export interface SmsMessage {
  mobile: string;
  code: string;
  template: string;
}

/** What the provider said: `response` as it came back (for the send log), `error` in words when it refused. */
export interface SmsSendResult {
  ok: boolean;
  response: string;
  error: string;
}

export interface ProviderReply {
  status: number;
  text: string;
}

/** An HTTP request to the provider, through the outbound guard and with a time limit (provider-http.ts). */
export type ProviderFetch = (url: string, init: { method: "GET" | "POST"; headers?: Record<string, string>; body?: string }) => Promise<ProviderReply>;

export interface SmsProvider {
  /** Settings the provider cannot send without. */
  requires(config: SmsProviderConfig): boolean;
  send(fetch: ProviderFetch, config: SmsProviderConfig, message: SmsMessage): Promise<SmsSendResult>;
}
