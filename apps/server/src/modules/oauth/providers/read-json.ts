import type { RequestInit } from "undici";
import { ProviderError, type ProviderIo } from "./provider.js";

export type JsonObject = Record<string, unknown>;

const TIMEOUT_MS = 10_000;

/** Reads a provider's JSON answer (any status: providers put their errors in the body); not JSON is a ProviderError. */
export async function readJson(io: ProviderIo, url: string, init: RequestInit = {}): Promise<{ status: number; body: JsonObject }> {
  let status: number;
  let text: string;
  try {
    const response = await io.fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(TIMEOUT_MS) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new ProviderError(`request to ${new URL(url).host} failed`, { cause: error });
  }
  return { status, body: parseJsonObject(text, url) };
}

/** A JSON object, also out of a JSONP wrapper `callback( {...} );` (QQ's default answer). */
export function parseJsonObject(text: string, url: string): JsonObject {
  const trimmed = text.trim();
  const inner = /^callback\(\s*([\s\S]*?)\s*\);?$/.exec(trimmed)?.[1] ?? trimmed;
  try {
    const value: unknown = JSON.parse(inner);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as JsonObject;
  } catch {
    /* reported below */
  }
  throw new ProviderError(`${new URL(url).host} answered no JSON object: ${trimmed.slice(0, 200)}`);
}

export const stringField = (body: JsonObject, key: string): string => {
  const value = body[key];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
};

/** The access token of a token answer, or a ProviderError naming the provider's error. */
export function accessTokenOf(body: JsonObject, provider: string): string {
  const token = stringField(body, "access_token");
  if (token) return token;
  const error = stringField(body, "error") || stringField(body, "errcode") || stringField(body, "code");
  const description = stringField(body, "error_description") || stringField(body, "errmsg") || stringField(body, "msg");
  throw new ProviderError(`${provider} token refused: ${error} ${description}`.trim());
}
