import type { llmTestBodySchema, llmTestReplySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { badRequest, notFound } from "../../http/errors.js";
import { outboundPolicy } from "../../outbound/outbound-policy.js";
import { refuseInternalUrl } from "../../outbound/refuse-on-save.js";
import { decryptApiKey } from "./api-key-cipher.js";
import { embedTexts } from "./embed-texts.js";
import { toLlmError } from "./llm-error.js";
import { llmModelNotFound } from "./llm-model-view.js";
import { newApiKey, requireApiKey, requireKeyForNewAddress, resolveEndpoint } from "./model-endpoint.js";
import { forgetModels, type ResolvedModel } from "./resolve-model.js";
import { streamChat } from "./stream-chat.js";

type TestReply = z.output<typeof llmTestReplySchema>;

/**
 * The model to test: the given settings over the stored model `id`, if any. The stored key is used only at the
 * stored address, and an address the outbound guard refuses is a 400 before any call.
 */
async function modelUnderTest(ctx: AppContext, input: z.output<typeof llmTestBodySchema>): Promise<ResolvedModel> {
  const stored = input.id ? await ctx.db.kysely.selectFrom("llm_model").selectAll().where("id", "=", input.id).executeTakeFirst() : undefined;
  if (input.id && !stored) throw notFound(llmModelNotFound);
  const endpoint = resolveEndpoint(stored, input);
  let apiKey = newApiKey(input.api_key);
  if (stored) requireKeyForNewAddress(stored, endpoint, apiKey);
  const outbound = await outboundPolicy(ctx);
  await refuseInternalUrl(outbound, "接口地址", endpoint.baseUrl);
  if (apiKey === undefined && stored) {
    try {
      apiKey = decryptApiKey(ctx, stored.api_key_encrypted);
    } catch {
      throw badRequest("已保存的 API Key 无法解密，请重新填写");
    }
  }
  requireApiKey(endpoint.provider, Boolean(apiKey));
  const model = input.model ?? stored?.model;
  if (!model) throw badRequest("请输入模型标识");
  return {
    id: stored ? Number(stored.id) : 0,
    title: input.title ?? stored?.title ?? "",
    provider: endpoint.provider,
    baseUrl: endpoint.baseUrl,
    apiKey: apiKey ?? "",
    model,
    thinkingSwitch: endpoint.thinkingSwitch,
    enableThinking: false,
    contextSize: 0,
    isEmbedding: input.is_embedding ?? Boolean(stored?.is_embedding),
    dimensions: 0,
    outbound,
  };
}

async function shortAnswer(model: ResolvedModel, signal: AbortSignal): Promise<string> {
  let content = "";
  let reasoning = "";
  const messages = [{ role: "user" as const, content: "你好，请用一句话回复，确认你能正常工作。" }];
  for await (const delta of streamChat(model, { messages, enableThinking: false, signal, maxTokens: 32 })) {
    if (delta.type === "content") content += delta.delta;
    else if (delta.type === "reasoning") reasoning += delta.delta;
  }
  return (content.trim() || reasoning.trim()).slice(0, 200);
}

/**
 * POST /api/v1/llm/test: one short real call — a chat completion of a few tokens, or one embedding (whose length is
 * then kept as the stored model's dimensions). A refusal is a reply with `ok: false` and the provider's words.
 */
export async function testLlmModel(ctx: AppContext, input: z.output<typeof llmTestBodySchema>, timeoutMs = 30_000): Promise<TestReply> {
  const model = await modelUnderTest(ctx, input);
  const signal = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    if (model.isEmbedding) {
      const [vector] = await embedTexts(model, ["文库连接测试"], signal);
      const dimensions = vector.length;
      if (model.id) {
        await ctx.db.kysely.updateTable("llm_model").set({ dimensions }).where("id", "=", model.id).execute();
        forgetModels(ctx);
      }
      return { ok: true, latency_ms: latency(), reply: String(dimensions), message: `连接成功，向量维度 ${dimensions}` };
    }
    const reply = await shortAnswer(model, signal);
    return { ok: true, latency_ms: latency(), reply, message: "连接成功" };
  } catch (err) {
    const error = toLlmError(err, signal);
    const message = error.kind === "aborted" ? `模型服务在 ${Math.max(1, Math.round(timeoutMs / 1000))} 秒内没有回应` : error.message;
    return { ok: false, latency_ms: latency(), reply: "", message };
  }
}
