import { fetch, type Response } from "undici";
import { outboundRefusalIn } from "../../../outbound/outbound-policy.js";
import { FetchRefused } from "./fetch-refused.js";
import { guardedDispatcher, type ConnectionRules } from "./guarded-dispatcher.js";
import { checkUrlRule } from "./url-rule.js";

export interface SafeFetchOptions extends ConnectionRules {
  /** The whole exchange — every redirect and reading the body — ends after this long. */
  timeoutMs: number;
  maxRedirects?: number;
  accept?: string;
  signal?: AbortSignal;
}

/** A response whose body the caller reads (within `signal`), then `close`s. */
export interface SafeResponse {
  url: URL;
  response: Response;
  signal: AbortSignal;
  close(): void;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "Mozilla/5.0 (compatible; WenkuSpider/1.0)";

/** What went wrong, in the words an administrator reads in the list; FetchRefused when retrying cannot help. */
export function fetchError(error: unknown, signal: AbortSignal, timeoutMs: number): Error {
  const refusal = outboundRefusalIn(error);
  if (refusal) return new FetchRefused(refusal.message);
  if (error instanceof FetchRefused) return error;
  if (signal.aborted && signal.reason instanceof DOMException && signal.reason.name === "TimeoutError") {
    return new FetchRefused(`超过 ${Math.round(timeoutMs / 1000)} 秒仍未完成，已停止`);
  }
  const cause = error instanceof Error && error.cause instanceof Error ? `：${error.cause.message}` : "";
  return new Error(`${error instanceof Error ? error.message : String(error)}${cause}`);
}

/**
 * GET of an address under the spider's rules: the URL rule (url-rule.ts) before every request, redirects followed
 * by hand (at most `maxRedirects`, each new address checked again), every connection made by the guarded
 * dispatcher, and one time limit for everything. A status other than 2xx is an error.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeResponse> {
  // A timer of our own rather than AbortSignal.timeout inside AbortSignal.any, which holds its sources weakly: a
  // collected timeout signal would never fire.
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(new DOMException("timed out", "TimeoutError")), options.timeoutMs);
  const stop = () => limit.abort(options.signal?.reason);
  if (options.signal?.aborted) stop();
  options.signal?.addEventListener("abort", stop, { once: true });
  const signal = limit.signal;
  const dispatcher = guardedDispatcher(options);
  // Everything wanted has been read (or given up on) by then: the sockets go, nobody waits for them.
  const close = () => {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", stop);
    void dispatcher.destroy().catch(() => undefined);
  };
  try {
    let url = new URL(address);
    for (let hops = 0; ; hops++) {
      checkUrlRule(url, options.allowHosts);
      const response = await fetch(url, {
        dispatcher,
        signal,
        redirect: "manual",
        headers: { "user-agent": USER_AGENT, accept: options.accept ?? "*/*" },
      });
      const location = response.headers.get("location");
      if (redirectStatuses.has(response.status) && location) {
        await response.body?.cancel();
        if (hops >= (options.maxRedirects ?? 5)) throw new FetchRefused("重定向次数过多");
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`服务器返回 HTTP ${response.status}`);
      }
      return { url, response, signal, close };
    }
  } catch (error) {
    close();
    throw fetchError(error, signal, options.timeoutMs);
  }
}
