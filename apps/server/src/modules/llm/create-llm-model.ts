import type { LlmModel, llmModelCreateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { outboundPolicy } from "../../outbound/outbound-policy.js";
import { refuseInternalUrl } from "../../outbound/refuse-on-save.js";
import { encryptApiKey } from "./api-key-cipher.js";
import { toLlmModel } from "./llm-model-view.js";
import { newApiKey, requireApiKey, resolveEndpoint } from "./model-endpoint.js";
import { forgetModels } from "./resolve-model.js";

export async function createLlmModel(ctx: AppContext, input: z.output<typeof llmModelCreateSchema>): Promise<LlmModel> {
  const endpoint = resolveEndpoint(undefined, input);
  const apiKey = newApiKey(input.api_key) ?? "";
  requireApiKey(endpoint.provider, apiKey !== "");
  await refuseInternalUrl(await outboundPolicy(ctx), "接口地址", endpoint.baseUrl);
  const now = nowIso();
  const row = await ctx.db.kysely
    .insertInto("llm_model")
    .values({
      title: input.title,
      provider: endpoint.provider,
      base_url: endpoint.baseUrl,
      api_key_encrypted: encryptApiKey(ctx, apiKey),
      model: input.model,
      is_embedding: input.is_embedding ? 1 : 0,
      enable_thinking: input.enable_thinking ? 1 : 0,
      thinking_switch: endpoint.thinkingSwitch,
      context_size: input.context_size,
      enable: input.enable ? 1 : 0,
      sort: input.sort,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  forgetModels(ctx);
  return toLlmModel(ctx, row);
}
