import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { outboundRefusalIn } from "../../outbound/outbound-policy.js";
import { summariseReply } from "../../outbound/summarise.js";

export type LlmErrorKind = "auth" | "rate_limit" | "server" | "network" | "aborted" | "bad_request";

/** A failed call to a model provider, with a message an administrator or member can read. */
export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "LlmError";
  }
}

export const streamDropped = "模型服务连接中断";
export const requestAborted = "已停止向模型服务请求";

/**
 * What the provider said: only the `error.message` of the documented OpenAI error body (`{"error": {"message"}}`),
 * summarised. Any other body — an HTML page, a plain text, other JSON — is never repeated: the status says enough,
 * and the address may be a service that was not meant to answer.
 */
function providerText(err: APIError): string {
  const body: unknown = err.error;
  const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
  return typeof message === "string" ? summariseReply(message) : "";
}

/** `instanceof APIError` alone narrows to APIError<any, any, any>; this keeps its declared field types. */
const isApiError = (err: unknown): err is APIError => err instanceof APIError;

function statusError(status: number, text: string): LlmError {
  const said = text ? `：${text}` : "";
  if (status === 401 || status === 403) return new LlmError("auth", `模型服务拒绝了请求（${status}）${said}`, status);
  if (status === 429) return new LlmError("rate_limit", `模型服务请求过多或额度不足（${status}）${said}`, status);
  if (status >= 500) return new LlmError("server", `模型服务出错（${status}）${said}`, status);
  return new LlmError("bad_request", `模型服务无法处理请求（${status}）${said}`, status);
}

const causeText = (err: Error) => {
  const cause = (err as { cause?: unknown }).cause;
  const code = cause && typeof cause === "object" ? (cause as { code?: unknown; cause?: { code?: unknown } }) : undefined;
  const name = code?.code ?? code?.cause?.code;
  return typeof name === "string" ? `（${name}）` : "";
};

/** Maps whatever the SDK or the connection threw to an LlmError; an aborted signal always means "aborted". */
export function toLlmError(err: unknown, signal?: AbortSignal): LlmError {
  if (err instanceof LlmError) return err;
  if (signal?.aborted || err instanceof APIUserAbortError) return new LlmError("aborted", requestAborted);
  if (err instanceof APIConnectionTimeoutError) return new LlmError("network", "连接模型服务超时");
  const refusal = outboundRefusalIn(err);
  if (refusal) return new LlmError("network", refusal.message);
  if (err instanceof APIConnectionError) return new LlmError("network", `无法连接模型服务${causeText(err)}`);
  if (isApiError(err)) {
    if (err.status) return statusError(err.status, providerText(err));
    const text = providerText(err);
    return new LlmError("server", text ? `模型服务返回错误：${text}` : "模型服务返回错误");
  }
  if (err instanceof SyntaxError) return new LlmError("server", "模型服务返回了无法解析的数据");
  // undici reports a body cut off by the other side as TypeError("terminated") caused by a socket error.
  if (err instanceof Error && (err.message === "terminated" || causeText(err))) return new LlmError("network", streamDropped);
  return new LlmError("network", `调用模型服务失败：${summariseReply(err instanceof Error ? err.message : String(err))}`);
}
