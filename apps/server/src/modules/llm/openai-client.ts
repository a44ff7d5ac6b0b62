import OpenAI from "openai";
import type { ResolvedModel } from "./resolve-model.js";

/** Clients kept per endpoint and key (a client holds no per-request state; building one costs more than a call). */
const clients = new Map<string, OpenAI>();
const KEPT_CLIENTS = 32;

/**
 * An SDK client for one model's endpoint. Nothing comes from the process environment (OPENAI_API_KEY,
 * OPENAI_ORG_ID… would otherwise be sent to whatever provider is configured); no retries, the caller decides.
 * A model without a key sends no Authorization header (Ollama, keyless gateways).
 */
export function openAiClient(model: Pick<ResolvedModel, "baseUrl" | "apiKey">): OpenAI {
  const id = `${model.baseUrl}\n${model.apiKey}`;
  let client = clients.get(id);
  if (!client) {
    client = newClient(model);
    clients.set(id, client);
    if (clients.size > KEPT_CLIENTS) clients.delete(clients.keys().next().value!);
  }
  return client;
}

function newClient(model: Pick<ResolvedModel, "baseUrl" | "apiKey">): OpenAI {
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
  });
}
