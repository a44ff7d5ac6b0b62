import type { ChatUsage } from "@wenku/contract";
import type { ChatCompletionChunk, ChatCompletionCreateParamsStreaming } from "openai/resources/chat/completions";
import { LlmError, requestAborted, streamDropped, toLlmError } from "./llm-error.js";
import { openAiClient } from "./openai-client.js";
import type { ResolvedModel } from "./resolve-model.js";
import { thinkTagSplitter } from "./think-tag-splitter.js";
import { thinkingFields } from "./thinking-fields.js";

export type ChatDelta = { type: "reasoning"; delta: string } | { type: "content"; delta: string } | { type: "usage"; usage: ChatUsage };

export interface ChatRequest {
  messages: Array<{ role: "system" | "user" | "assistant"; content: string }>;
  /** The member asked for thinking; honoured only when the model can think. */
  enableThinking: boolean;
  signal: AbortSignal;
  maxTokens?: number;
}

/** Reasoning arrives as `reasoning_content` (DeepSeek, DashScope, SiliconFlow, Ark, Kimi) or `reasoning` (Ollama, some gateways). */
type ProviderDelta = ChatCompletionChunk.Choice.Delta & { reasoning_content?: string | null; reasoning?: string | null };

const toUsage = (usage: NonNullable<ChatCompletionChunk["usage"]>): ChatUsage => {
  const prompt = Math.trunc(usage.prompt_tokens ?? 0);
  const completion = Math.trunc(usage.completion_tokens ?? 0);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: Math.trunc(usage.total_tokens ?? prompt + completion) };
};

function requestBody(model: ResolvedModel, request: ChatRequest): ChatCompletionCreateParamsStreaming {
  return {
    model: model.model,
    messages: request.messages,
    stream: true,
    stream_options: { include_usage: true },
    ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
    ...thinkingFields(model.thinkingSwitch, model.enableThinking && request.enableThinking),
  };
}

/**
 * Streams one chat completion as reasoning, content and usage deltas. Throws LlmError: the provider's refusal
 * (auth, rate_limit, server, bad_request), `aborted` when the signal fires, `network` when the connection fails or
 * the stream ends before the provider finished its answer.
 */
export async function* streamChat(model: ResolvedModel, request: ChatRequest): AsyncIterable<ChatDelta> {
  const client = openAiClient(model);
  const splitter = thinkTagSplitter();
  let finished = false;
  try {
    const stream = await client.chat.completions.create(requestBody(model, request), { signal: request.signal });
    for await (const chunk of stream) {
      for (const choice of chunk.choices ?? []) {
        const delta = (choice.delta ?? {}) as ProviderDelta;
        const reasoning = delta.reasoning_content || delta.reasoning;
        if (reasoning) yield { type: "reasoning", delta: reasoning };
        if (delta.content) {
          const split = splitter.push(delta.content);
          if (split.reasoning) yield { type: "reasoning", delta: split.reasoning };
          if (split.content) yield { type: "content", delta: split.content };
        }
        if (choice.finish_reason) finished = true;
      }
      if (chunk.usage) yield { type: "usage", usage: toUsage(chunk.usage) };
    }
  } catch (err) {
    throw toLlmError(err, request.signal);
  }
  // The SDK ends the iteration quietly when the signal aborts it mid-stream.
  if (request.signal.aborted) throw new LlmError("aborted", requestAborted);
  const rest = splitter.flush();
  if (rest.reasoning) yield { type: "reasoning", delta: rest.reasoning };
  if (rest.content) yield { type: "content", delta: rest.content };
  if (!finished) throw new LlmError("network", streamDropped);
}
