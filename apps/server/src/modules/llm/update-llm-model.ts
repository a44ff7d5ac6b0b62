import type { llmModelUpdateSchema } from "@wenku/contract";
import type { Updateable } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { notFound } from "../../http/errors.js";
import { outboundPolicy } from "../../outbound/outbound-policy.js";
import { refuseInternalUrl } from "../../outbound/refuse-on-save.js";
import { encryptApiKey } from "./api-key-cipher.js";
import { llmModelNotFound } from "./llm-model-view.js";
import { newApiKey, requireApiKey, requireKeyForNewAddress, resolveEndpoint, sameBaseUrl } from "./model-endpoint.js";
import type { LlmModelTable } from "./tables.js";
import { forgetModels } from "./resolve-model.js";

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? (1 as const) : (0 as const));

/**
 * Changes the given fields of one model; an empty or masked `api_key` keeps the stored key, but only at the stored
 * address (a new base URL needs the key again).
 */
export async function updateLlmModel(ctx: AppContext, input: z.output<typeof llmModelUpdateSchema>): Promise<void> {
  const stored = await ctx.db.kysely.selectFrom("llm_model").selectAll().where("id", "=", input.id).executeTakeFirst();
  if (!stored) throw notFound(llmModelNotFound);
  const endpoint = resolveEndpoint(stored, input);
  const apiKey = newApiKey(input.api_key);
  requireKeyForNewAddress(stored, endpoint, apiKey);
  requireApiKey(endpoint.provider, apiKey !== undefined || stored.api_key_encrypted !== "");
  if (!sameBaseUrl(stored.base_url, endpoint.baseUrl)) await refuseInternalUrl(await outboundPolicy(ctx), "接口地址", endpoint.baseUrl);
  const changes: Updateable<LlmModelTable> = {
    title: input.title,
    provider: endpoint.provider,
    base_url: endpoint.baseUrl,
    api_key_encrypted: apiKey === undefined ? undefined : encryptApiKey(ctx, apiKey),
    model: input.model,
    is_embedding: flag(input.is_embedding),
    enable_thinking: flag(input.enable_thinking),
    thinking_switch: endpoint.thinkingSwitch,
    context_size: input.context_size,
    enable: flag(input.enable),
    sort: input.sort,
    updated_at: nowIso(),
  };
  await ctx.db.kysely.updateTable("llm_model").set(changes).where("id", "=", input.id).execute();
  forgetModels(ctx);
}
