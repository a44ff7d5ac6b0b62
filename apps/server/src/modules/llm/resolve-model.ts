import type { LlmProvider, ThinkingSwitch } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { outboundPolicy, type OutboundPolicy } from "../../outbound/outbound-policy.js";
import { decryptApiKey } from "./api-key-cipher.js";
import type { LlmModelRow } from "./llm-model-view.js";

/** A model ready to call: its endpoint and key in clear. Never sent to a client. */
export interface ResolvedModel {
  id: number;
  title: string;
  provider: LlmProvider;
  baseUrl: string;
  apiKey: string;
  model: string;
  thinkingSwitch: ThinkingSwitch;
  enableThinking: boolean;
  contextSize: number;
  isEmbedding: boolean;
  dimensions: number;
  /** Which addresses the calls may connect to (`security.outbound_allow_hosts` when the model was resolved). */
  outbound: OutboundPolicy;
}

export const modelUnavailable = "所选模型不可用";
export const noChatModel = "尚未配置可用的对话模型";

export function toResolvedModel(ctx: AppContext, row: LlmModelRow, outbound: OutboundPolicy): ResolvedModel {
  let apiKey: string;
  try {
    apiKey = decryptApiKey(ctx, row.api_key_encrypted);
  } catch {
    throw badRequest(`模型「${row.title}」的 API Key 无法解密，请在后台重新填写`);
  }
  return {
    id: Number(row.id),
    title: row.title,
    provider: row.provider,
    baseUrl: row.base_url,
    apiKey,
    model: row.model,
    thinkingSwitch: row.thinking_switch,
    enableThinking: Boolean(row.enable_thinking),
    contextSize: Number(row.context_size),
    isEmbedding: Boolean(row.is_embedding),
    dimensions: Number(row.dimensions),
    outbound,
  };
}

const enabledModelsKey = "llm.enabled-models";

/**
 * The enabled models, chat and embedding, in list order (sort descending, then id): read once and kept as long as
 * the cached settings (settings/store.ts memo), so a chat message costs no statements for its models. Every change
 * to a model in this process drops them at once (forgetModels); other processes see it within the settings' TTL.
 */
function enabledModelRows(ctx: AppContext): Promise<LlmModelRow[]> {
  return ctx.settings.memo(enabledModelsKey, () =>
    ctx.db.kysely.selectFrom("llm_model").selectAll().where("enable", "=", 1).orderBy("sort", "desc").orderBy("id", "asc").execute(),
  );
}

/** To call after writing llm_model: the models kept by enabledModelRows are read again on next use. */
export function forgetModels(ctx: AppContext): void {
  ctx.settings.invalidate();
}

async function enabledRow(ctx: AppContext, id: number, embedding: boolean): Promise<LlmModelRow | undefined> {
  if (id <= 0) return undefined;
  return (await enabledModelRows(ctx)).find((row) => Number(row.id) === id && Boolean(row.is_embedding) === embedding);
}

/** The enabled chat models in list order (sort descending, then id). */
export async function enabledChatModelRows(ctx: AppContext): Promise<LlmModelRow[]> {
  return (await enabledModelRows(ctx)).filter((row) => !row.is_embedding);
}

/** Choice 0 among the enabled chat models: `llm.default_model_id` when it is one of them, else the first. */
export function defaultAmong<T extends { id: number }>(rows: T[], configuredId: number): T | undefined {
  return rows.find((row) => Number(row.id) === configuredId) ?? rows[0];
}

/** The model behind choice 0. */
async function defaultChatModelRow(ctx: AppContext): Promise<LlmModelRow | undefined> {
  const [rows, configured] = await Promise.all([enabledChatModelRows(ctx), ctx.settings.number("llm", "default_model_id")]);
  return defaultAmong(rows, configured);
}

/** The chat model a member chose (0: the default); 400 when it is unknown, disabled or an embedding model. */
export async function resolveChatModel(ctx: AppContext, modelId: number): Promise<ResolvedModel> {
  if (modelId !== 0) {
    const row = await enabledRow(ctx, modelId, false);
    if (!row) throw badRequest(modelUnavailable);
    return toResolvedModel(ctx, row, await outboundPolicy(ctx));
  }
  const row = await defaultChatModelRow(ctx);
  if (!row) throw badRequest(noChatModel);
  return toResolvedModel(ctx, row, await outboundPolicy(ctx));
}

/** The embedding model of `llm.embedding_model_id`; null when none is set or it is not an enabled embedding model. */
export async function resolveEmbeddingModel(ctx: AppContext): Promise<ResolvedModel | null> {
  const row = await enabledRow(ctx, await ctx.settings.number("llm", "embedding_model_id"), true);
  return row ? toResolvedModel(ctx, row, await outboundPolicy(ctx)) : null;
}
