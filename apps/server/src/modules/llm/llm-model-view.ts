import type { LlmModel } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { AppContext } from "../../context.js";
import { decryptApiKey } from "./api-key-cipher.js";
import type { LlmModelTable } from "./tables.js";

export type LlmModelRow = Selectable<LlmModelTable>;

export const llmModelNotFound = "模型不存在";
export const apiKeyMaskPrefix = "******";

/** `******` plus the last 4 characters; a key too short to hide its end shows the prefix alone. */
export function maskApiKey(apiKey: string): string {
  if (apiKey === "") return "";
  return apiKey.length > 8 ? apiKeyMaskPrefix + apiKey.slice(-4) : apiKeyMaskPrefix;
}

/** Whether an `api_key` sent back by a form is the mask it was shown (keep the stored key) rather than a new key. */
export const isMaskedApiKey = (value: string) => value.startsWith(apiKeyMaskPrefix);

function maskedStoredKey(ctx: AppContext, stored: string): string {
  try {
    return maskApiKey(decryptApiKey(ctx, stored));
  } catch {
    return stored === "" ? "" : apiKeyMaskPrefix;
  }
}

export function toLlmModel(ctx: AppContext, row: LlmModelRow): LlmModel {
  return {
    id: Number(row.id),
    title: row.title,
    provider: row.provider,
    base_url: row.base_url,
    api_key: maskedStoredKey(ctx, row.api_key_encrypted),
    model: row.model,
    is_embedding: Boolean(row.is_embedding),
    dimensions: Number(row.dimensions),
    enable_thinking: Boolean(row.enable_thinking),
    thinking_switch: row.thinking_switch,
    context_size: Number(row.context_size),
    enable: Boolean(row.enable),
    sort: Number(row.sort),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
