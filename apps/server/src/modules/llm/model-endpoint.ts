import { llmProviderPresets, type LlmProvider, type ThinkingSwitch } from "@wenku/contract";
import { badRequest } from "../../http/errors.js";
import { isMaskedApiKey } from "./llm-model-row.js";

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
