import { constants, type ErrorBody } from "@wenku/contract";
import { readSession } from "./session-store";

export type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue | QueryValue[]>;

/** A failed call: the HTTP status and the server's message (or "<status> <statusText> <body>", spec §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The error body the server answered, when it was one (`captcha_required` of a refused login). */
    readonly body?: Partial<ErrorBody>,
  ) {
    super(message);
  }
}

/** Arrays go out as repeated keys (`id=1&id=2`), as the API expects. */
export function encodeQuery(query?: Query): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined || v === null || v === "") continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
    }
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Used instead of the stored session's token (e.g. right after login). */
  token?: string;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token ?? readSession().token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), constants.requestTimeoutMs);
  options.signal?.addEventListener("abort", () => controller.abort());
  try {
    const response = await fetch(path + encodeQuery(options.query), {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(options.body !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
    const text = await response.text();
    let data: unknown = undefined;
    try {
      data = text ? JSON.parse(text) : {};
    } catch {
      data = undefined;
    }
    if (!response.ok) {
      const message = (data as { message?: string } | undefined)?.message ?? `${response.status} ${response.statusText} ${text}`.trim();
      throw new ApiError(response.status, message, typeof data === "object" && data !== null ? data : undefined);
    }
    return data as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as Error).name === "AbortError") throw new ApiError(408, "请求超时");
    throw new ApiError(0, (error as Error).message || "网络错误");
  } finally {
    clearTimeout(timer);
  }
}

/** The message to show for a failed call, with the spec's fallback when the server gave none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
