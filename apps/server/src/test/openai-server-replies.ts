/** The bodies the local OpenAI-compatible server sends, in exactly the shapes of the OpenAI API. */

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface ChatMessageIn {
  role?: string;
  content?: unknown;
}

let counter = 0;
export const completionId = () => `chatcmpl-test${(++counter).toString().padStart(6, "0")}`;
const now = () => Math.floor(Date.now() / 1000);

/** A text in `parts` nearly equal pieces (by code point); none for an empty text. */
export function splitText(text: string, parts: number): string[] {
  const chars = Array.from(text);
  if (chars.length === 0) return [];
  const count = Math.max(1, Math.min(parts, chars.length));
  return Array.from({ length: count }, (_, i) =>
    chars.slice(Math.floor((i * chars.length) / count), Math.floor(((i + 1) * chars.length) / count)).join(""),
  );
}

const textOf = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? (content as unknown[]).map((part) => (part && typeof part === "object" && "text" in part ? String(part.text) : "")).join("")
      : "";

export const lastUserText = (messages: ChatMessageIn[]) => textOf([...messages].reverse().find((m) => m.role === "user")?.content);

/** Tokens counted as characters, so tests can predict them. */
export function countUsage(messages: ChatMessageIn[], reasoning: string, answer: string): Usage {
  const prompt = messages.reduce((n, m) => n + Array.from(textOf(m.content)).length, 0);
  const completion = Array.from(reasoning).length + Array.from(answer).length;
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

export function chunk(id: string, model: string, delta: Record<string, unknown>, finishReason: string | null = null) {
  return {
    id,
    object: "chat.completion.chunk",
    created: now(),
    model,
    system_fingerprint: "fp_wenku_test",
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

export const usageChunk = (id: string, model: string, usage: Usage) => ({
  id,
  object: "chat.completion.chunk",
  created: now(),
  model,
  system_fingerprint: "fp_wenku_test",
  choices: [],
  usage,
});

export function completion(model: string, answer: string, reasoning: string, reasoningField: string, usage: Usage, finishReason: string) {
  const message: Record<string, unknown> = { role: "assistant", content: answer, refusal: null };
  if (reasoning) message[reasoningField] = reasoning;
  return {
    id: completionId(),
    object: "chat.completion",
    created: now(),
    model,
    system_fingerprint: "fp_wenku_test",
    choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason }],
    usage,
  };
}

export const errorBody = (message: string, type: string, code: string | null) => ({ error: { message, type, param: null, code } });

export const errorType = (status: number) =>
  status === 401 ? "invalid_request_error" : status === 429 ? "rate_limit_exceeded" : status >= 500 ? "server_error" : "invalid_request_error";

/** A vector as OpenAI sends it for `encoding_format: "base64"`: little-endian float32 bytes. */
export const base64Vector = (vector: number[]) => Buffer.from(new Float32Array(vector).buffer).toString("base64");

/** Whether a chat request asks the model to think, in any provider's way. */
export function asksThinking(body: Record<string, unknown>): boolean {
  const thinking = body.thinking as { type?: unknown } | undefined;
  return body.enable_thinking === true || body.think === true || thinking?.type === "enabled";
}
