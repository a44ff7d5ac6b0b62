import OpenAI, { type ClientOptions } from "openai";
import type { RequestInit as UndiciRequestInit } from "undici";
import type { OutboundPolicy } from "../../outbound/outbound-policy.js";
import type { ResolvedModel } from "./resolve-model.js";

type ClientModel = Pick<ResolvedModel, "baseUrl" | "apiKey" | "outbound">;

type Fetch = NonNullable<ClientOptions["fetch"]>;

/** Clients kept per outbound policy, endpoint and key (a client holds no per-request state; building one costs more than a call). */
const clients = new WeakMap<OutboundPolicy, Map<string, OpenAI>>();
const KEPT_CLIENTS = 32;

/**
 * An SDK client for one model's endpoint. Nothing comes from the process environment (OPENAI_API_KEY,
 * OPENAI_ORG_ID… would otherwise be sent to whatever provider is configured); no retries, the caller decides.
 * A model without a key sends no Authorization header (Ollama, keyless gateways). Every connection goes through
 * the model's outbound policy (outbound/outbound-policy.ts).
 */
export function openAiClient(model: ClientModel): OpenAI {
  let kept = clients.get(model.outbound);
  if (!kept) clients.set(model.outbound, (kept = new Map<string, OpenAI>()));
  const id = `${model.baseUrl}\n${model.apiKey}`;
  let client = kept.get(id);
  if (!client) {
    client = newClient(model);
    kept.set(id, client);
    if (kept.size > KEPT_CLIENTS) kept.delete(kept.keys().next().value!);
  }
  return client;
}

function newClient(model: ClientModel): OpenAI {
  return new OpenAI({
    baseURL: model.baseUrl,
    apiKey: model.apiKey || "none",
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    maxRetries: 0,
    timeout: 10 * 60_000,
    logLevel: "off",
    defaultHeaders: model.apiKey ? undefined : { Authorization: null },
    fetch: sdkFetch(model.outbound),
  });
}

/**
 * The SDK's fetch through the policy. The SDK passes a URL and a plain init and reads the body as a web stream;
 * undici's fetch takes and gives the same things under its own type names.
 */
const sdkFetch = (outbound: OutboundPolicy): Fetch =>
  ((input: string | URL | Request, init?: RequestInit) => outbound.fetch(input instanceof Request ? input.url : input, init as UndiciRequestInit)) as unknown as Fetch;
