import { llmProviderPresets, type LlmProvider, type ThinkingSwitch } from "@wenku/contract";
import { badRequest } from "../../http/errors.js";
import { isMaskedApiKey } from "./llm-model-view.js";

export interface ModelEndpoint {
  provider: LlmProvider;
  baseUrl: string;
  thinkingSwitch: ThinkingSwitch;
}

interface EndpointInput {
  provider?: LlmProvider;
  base_url?: string;
  thinking_switch?: ThinkingSwitch;
}

/** A base URL as the SDK wants it: no trailing slash, nor the operation path an administrator may have pasted. */
const trimBaseUrl = (url: string) => url.trim().replace(/\/+$/, "").replace(/\/(chat\/completions|embeddings)$/i, "");

/**
 * The endpoint after applying an input over a stored model (or over nothing, for a new one). An empty base URL
 * is the provider's preset; switching provider also switches a base URL and thinking switch left at the old
 * provider's presets.
 */
export function resolveEndpoint(stored: { provider: LlmProvider; base_url: string; thinking_switch: ThinkingSwitch } | undefined, input: EndpointInput): ModelEndpoint {
  const provider = input.provider ?? stored?.provider;
  if (!provider) throw badRequest("请选择服务商");
  const preset = llmProviderPresets[provider];
  const oldPreset = stored ? llmProviderPresets[stored.provider] : undefined;
  const switched = stored !== undefined && stored.provider !== provider;
  const storedUrl = stored && !(switched && stored.base_url === oldPreset?.baseUrl) ? stored.base_url : "";
  const baseUrl = trimBaseUrl(input.base_url ?? storedUrl) || preset.baseUrl;
  if (baseUrl === "") throw badRequest("请输入接口地址");
  const storedSwitch = stored && !(switched && stored.thinking_switch === oldPreset?.thinkingSwitch) ? stored.thinking_switch : undefined;
  return { provider, baseUrl, thinkingSwitch: input.thinking_switch ?? storedSwitch ?? preset.thinkingSwitch };
}

/** The new key an input carries; undefined when it keeps the stored one (left out, empty, or the mask shown). */
export function newApiKey(value: string | undefined): string | undefined {
  return value === undefined || value === "" || isMaskedApiKey(value) ? undefined : value;
}

export function requireApiKey(provider: LlmProvider, hasKey: boolean): void {
  if (llmProviderPresets[provider].needsKey && !hasKey) throw badRequest("请输入 API Key");
}

export const keyForNewAddress = "修改接口地址后请重新填写 API Key";

/** A base URL as compared: scheme and host in lower case, default port left out. */
function comparableUrl(url: string): string {
  try {
    return new URL(url).href.replace(/\/+$/, "");
  } catch {
    return url;
  }
}

export const sameBaseUrl = (a: string, b: string) => comparableUrl(a) === comparableUrl(b);

/**
 * A stored key goes only to the address it was saved with: an endpoint whose base URL differs from the stored
 * model's needs the key typed in the same request (whoever can only see "******" must not send it elsewhere).
 */
export function requireKeyForNewAddress(stored: { base_url: string; api_key_encrypted: string }, endpoint: ModelEndpoint, typedKey: string | undefined): void {
  if (typedKey !== undefined || stored.api_key_encrypted === "") return;
  if (!sameBaseUrl(stored.base_url, endpoint.baseUrl)) throw badRequest(keyForNewAddress);
}
