import type { AppContext } from "../../../context.js";
import { outboundPolicy, outboundRefusalIn } from "../../../outbound/outbound-policy.js";
import type { ProviderFetch, SmsSendResult } from "./types.js";

/** How long a provider may take to answer before the send counts as failed. */
const PROVIDER_TIMEOUT_MS = 10_000;
/** The most of a provider's answer kept in the send log. */
const RESPONSE_LIMIT = 2000;

/** Requests to a provider go through the outbound guard (no private addresses unless allowed) and give up after PROVIDER_TIMEOUT_MS. */
export async function providerFetch(ctx: AppContext): Promise<ProviderFetch> {
  const outbound = await outboundPolicy(ctx);
  const timeoutMs = ctx.env.smsTimeoutMs ?? PROVIDER_TIMEOUT_MS;
  return async (url, init) => {
    const response = await outbound
      .fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
      .catch((error: unknown) => {
        throw outboundRefusalIn(error) ?? error;
      });
    return { status: response.status, text: await response.text() };
  };
}

/** The provider's answer as the send log keeps it. */
export const loggedResponse = (text: string) => text.slice(0, RESPONSE_LIMIT);

/** A provider's JSON answer, or undefined when it sent something else. */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export const sent = (text: string): SmsSendResult => ({ ok: true, response: loggedResponse(text), error: "" });
export const refused = (text: string, error: string): SmsSendResult => ({ ok: false, response: loggedResponse(text), error: error.slice(0, 500) });

/** Reads a nested string field of a JSON answer (`at(obj, "Response", "Error", "Code")`). */
export function at(value: unknown, ...path: Array<string | number>): string {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return "";
    current = (current as Record<string | number, unknown>)[key];
  }
  return typeof current === "string" || typeof current === "number" ? String(current) : "";
}
